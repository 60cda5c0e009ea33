import Link from 'next/link'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'

export default async function NotFound() {
  const { t, language } = await getLabels()
  return (
    <section className="message-page">
      <h1>{t('Page Not found !')}</h1>
      <p>
        <Link href={pathIn(language, '/')}>{t('Go to home page')}</Link>
      </p>
    </section>
  )
}
