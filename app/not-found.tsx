import Link from 'next/link'
import { getLabels } from '@/lib/i18n/server'

export default async function NotFound() {
  const { t } = await getLabels()
  return (
    <section className="message-page">
      <h1>{t('Page Not found !')}</h1>
      <p>
        <Link href="/">{t('Go to home page')}</Link>
      </p>
    </section>
  )
}
