'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { toast } from '@/components/ui/toast'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { apiFetch } from '@/lib/client/api'

export function LogoutButton() {
  const { t, href } = useTranslate()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function logout() {
    if (!window.confirm(t('Are you sure you want to logout?'))) return
    setBusy(true)
    try {
      // Logout itself never triggers the token-error sequence: a bad token just means already signed out.
      const { message } = await apiFetch('auth/logout', { method: 'POST', skipTokenHandling: true })
      toast.success(t(message || AUTH_MESSAGES.signedOut))
      router.replace(href('/'))
      router.refresh()
    } catch {
      toast.error(t('Failed to Logout. Please try again later!'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="nav-link nav-button" onClick={logout} disabled={busy}>
      {t('Logout')}
    </button>
  )
}
