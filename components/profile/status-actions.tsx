'use client'

// The super administrator's status actions on a profile (spec section 4):
// Verify This Profile while the profile is a new registration, inactive or not
// verified; Set Inactive while it is verified and active. Each asks for a
// confirmation, its button named by the action (decision 087), then calls PUT
// ngo/profile/{id}/status and reloads the page.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { apiFetch, ApiRequestError } from '@/lib/client/api'
import { canSetProfileInactive, canVerifyProfile } from '@/lib/profile/status-rules'

type Action = 'verify' | 'inactive'

type Props = { profileId: number; status: string | null; isVerified: boolean }

const QUESTIONS: Record<Action, string> = {
  verify: 'Verify this profile? Its status becomes Active and it is shown to the public.',
  inactive: 'Set this profile inactive? It is no longer shown to the public.',
}

export function StatusActions({ profileId, status, isVerified }: Props) {
  const { t } = useTranslate()
  const router = useRouter()
  const [action, setAction] = useState<Action | null>(null)
  const [busy, setBusy] = useState(false)

  async function apply() {
    if (!action) return
    setBusy(true)
    try {
      await apiFetch(`/api/ngo/profile/${profileId}/status`, {
        method: 'PUT',
        body: action === 'verify' ? { status: 'active', is_verified: true } : { status: 'inactive' },
      })
      toast.success(t('Profile Status Update Success'))
      setAction(null)
      router.refresh()
    } catch (error) {
      // A token error ends the session on its own (lib/client/api.ts).
      if (!(error instanceof ApiRequestError && error.isTokenError)) toast.error(t('Failed to Update Profile Status'))
    } finally {
      setBusy(false)
    }
  }

  const buttons: { action: Action; label: string; danger: boolean }[] = []
  if (canVerifyProfile(status, isVerified)) buttons.push({ action: 'verify', label: 'Verify This Profile', danger: false })
  if (canSetProfileInactive(status, isVerified)) buttons.push({ action: 'inactive', label: 'Set Inactive', danger: true })

  return (
    <>
      {buttons.map((button) => (
        <button
          key={button.action}
          type="button"
          className={`button ${button.danger ? 'button-danger' : ''}`}
          onClick={() => setAction(button.action)}
          disabled={busy}
        >
          {t(button.label)}
        </button>
      ))}
      <ConfirmDialog
        open={action !== null}
        title={action === 'inactive' ? t('Set Inactive') : t('Verify This Profile')}
        confirmLabel={action === 'inactive' ? t('Set Inactive') : t('Verify This Profile')}
        danger={action === 'inactive'}
        busy={busy}
        onConfirm={() => void apply()}
        onCancel={() => setAction(null)}
      >
        <p>{action ? t(QUESTIONS[action]) : null}</p>
      </ConfirmDialog>
    </>
  )
}
