import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const { t } = await getLabels()
  return (
    <section className="page">
      <h1>{t('Municipality NGO Profile')}</h1>
      <p className="lead">{t('NGO profiles of the municipality')}</p>
    </section>
  )
}
