'use client'

// Logout asks first (spec section 3) in the portal's own dialog, in the
// page's language, with the action named on its button; it is put at the
// end of the body, not inside the navigation list that holds the button.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { apiFetch } from '@/lib/client/api'

export function LogoutButton() {
  const { t, href } = useTranslate()
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  async function logout() {
    setBusy(true)
    try {
      // Logout itself never triggers the token-error sequence: a bad token just means already signed out.
      const { message } = await apiFetch('auth/logout', { method: 'POST', skipTokenHandling: true })
      setAsking(false)
      toast.success(t(message || AUTH_MESSAGES.signedOut))
      router.replace(href('/'))
      router.refresh()
    } catch {
      setAsking(false)
      toast.error(t('Failed to Logout. Please try again later!'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="nav-link nav-button" onClick={() => setAsking(true)} disabled={busy}>
        {t('Logout')}
      </button>
      {asking
        ? createPortal(
            <ConfirmDialog
              open
              title={t('Are you sure you want to logout?')}
              confirmLabel={t('Logout')}
              cancelLabel={t('Stay signed in')}
              busy={busy}
              onCancel={() => setAsking(false)}
              onConfirm={() => void logout()}
            />,
            document.body,
          )
        : null}
    </>
  )
}
