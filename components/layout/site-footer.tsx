import type { Translate } from '@/lib/i18n/shared'

type Props = { t: Translate; municipality: string; federation: string; developer: string }

export function SiteFooter({ t, municipality, federation, developer }: Props) {
  return (
    <footer className="site-footer">
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
