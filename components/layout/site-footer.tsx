import Link from 'next/link'
import type { Translate } from '@/lib/i18n/shared'

type Props = { t: Translate; municipality: string; federation: string; developer: string }

export function SiteFooter({ t, municipality, federation, developer }: Props) {
  return (
    <footer className="site-footer">
      <nav aria-label={t('More about the registry')} className="footer-links">
        <Link href="/open-data">{t('Open data')}</Link>
        <Link href="/api-reference">{t('API reference')}</Link>
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
