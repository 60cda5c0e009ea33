'use client'

// A question in the modal dialog, for actions that deserve a second thought:
// the one dialog of every confirmation in the portal (no browser confirm()).
// Its confirm button names the action ('Logout', 'Send the code'), not Yes or
// OK. The confirm button is disabled while the action runs.
import type { ReactNode, RefObject } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { Modal } from '@/components/ui/modal'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** See Modal's returnFocus. */
  returnFocus?: RefObject<HTMLElement | null>
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger = false, busy = false, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const { t } = useTranslate()
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      returnFocus={returnFocus}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('Cancel')}
          </button>
          <button type="button" className={`button ${danger ? 'button-danger' : ''}`} onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('Confirm')}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
