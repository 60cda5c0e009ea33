'use client'

import { useRouter } from 'next/navigation'
import { useTranslate } from '@/components/i18n-provider'

export function LogoutButton() {
  const { t } = useTranslate()
  const router = useRouter()
  async function logout() {
    if (!window.confirm(t('Are you sure you want to logout?'))) return
    await fetch('/api/auth/logout', { credentials: 'same-origin' }).catch(() => undefined)
    router.replace('/')
    router.refresh()
  }
  return (
    <button type="button" className="nav-link nav-button" onClick={logout}>
      {t('Logout')}
    </button>
  )
}
