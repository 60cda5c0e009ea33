import Link from 'next/link'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { LogoutButton } from '@/components/layout/logout-button'
import type { Role } from '@/lib/auth/session'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'

type Props = { t: Translate; language: Language; role: Role | null }

export function SiteHeader({ t, language, role }: Props) {
  const home = pathIn(language, '/')
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <div className="site-header-inner">
        <Link href={home} className="brand">
          {t('Municipality NGO Profile')}
        </Link>
        <nav aria-label={t('Main navigation')} className="site-nav">
          <Link href={home} className="nav-link">
            {t('Home')}
          </Link>
          {(role === 'user' || role === 'admin') && (
            <Link href={pathIn(language, '/profile')} className="nav-link">
              {t('Profile')}
            </Link>
          )}
          {role === 'super_admin' && (
            <Link href={pathIn(language, '/content/ngos')} className="nav-link">
              {t('CMS')}
            </Link>
          )}
          {role === null ? (
            <>
              {/* The auth pages are documents without the client router (decision 070): a page load of their own. */}
              <a href={pathIn(language, '/login')} className="nav-link">
                {t('Login')}
              </a>
              <a href={pathIn(language, '/signup')} className="nav-link">
                {t('Register')}
              </a>
            </>
          ) : (
            <LogoutButton />
          )}
          <LanguageSwitch language={language} label={t('Language')} />
        </nav>
      </div>
    </header>
  )
}
