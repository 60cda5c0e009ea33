import Link from 'next/link'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'

// A profile that does not exist, or that this viewer may not see (spec section 2).
export default async function ProfileNotFound() {
  const { t, language } = await getLabels()
  return (
    <section className="message-page">
      <h1>{t('Profile Not Found')}</h1>
      <p>
        <Link href={pathIn(language, '/')}>{t('Go to home page')}</Link>
      </p>
    </section>
  )
}
