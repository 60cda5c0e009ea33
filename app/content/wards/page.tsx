import type { Metadata } from 'next'
import { WardTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listWardsWithUsage } from '@/lib/content/wards'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Wards'), robots: { index: false } }
}

export default async function WardsPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listWardsWithUsage()])
  return (
    <section className="page">
      <h1>{t('Wards')}</h1>
      <p className="muted">{t("The municipality's wards. An NGO names its office ward and the wards it works in; a ward an NGO names cannot be deleted.")}</p>
      <WardTable rows={rows} />
    </section>
  )
}
