import Link from 'next/link'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'

type Props = { t: Translate; language: Language; municipality: string; federation: string; developer: string }

export function SiteFooter({ t, language, municipality, federation, developer }: Props) {
  return (
    <footer className="site-footer">
      <nav aria-label={t('More about the registry')} className="footer-links">
        <Link href={pathIn(language, '/open-data')}>{t('Open data')}</Link>
        <Link href={pathIn(language, '/api-reference')}>{t('API reference')}</Link>
      </nav>
      <p>
        © {municipality}. {t('All rights reserved')}.
      </p>
      <p>
        {t('In collaboration with')}: {federation}
      </p>
      <p>
        {t('Developed by')}: {developer}
      </p>
    </footer>
  )
}
