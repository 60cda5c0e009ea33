'use client'

// The generic modal dialog of the spec: a title, a body, a close button and
// an optional wide layout (720 px normally, three quarters of the window when
// wide), opening with a 300 ms transition. Built on the native <dialog> opened
// with showModal(), so the browser makes the rest of the page inert, Escape
// closes it, it is announced as a modal dialog named by its title, focus
// starts in the first field and returns to where it was when the dialog
// closes. Tab and Shift+Tab go round inside the dialog (focus.ts).
// The markup is ModalFrame's, which pages without React share.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { isBackdropPress, keepTabInside } from './focus'
import { ModalFrame } from './modal-frame'

export const MODAL_TRANSITION_MS = 300

type ModalProps = {
  open: boolean
  title: ReactNode
  onClose: () => void
  /** The body; a question that its title says in full has none. */
  children?: ReactNode
  wide?: boolean
  /** Text of the close button for screen readers; 'Close' by default. */
  closeLabel?: string
  /** Optional row of buttons under the body. */
  footer?: ReactNode
  /**
   * Where the focus goes when the dialog closes, when not where it was on
   * opening: the control that asked, if it was disabled (and so lost the
   * focus) while its request ran.
   */
  returnFocus?: RefObject<HTMLElement | null>
}

export function Modal({ open, title, onClose, children, wide = false, closeLabel, footer, returnFocus }: ModalProps) {
  const { t } = useTranslate()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)

  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      // Start in the first field a person can fill, else where the browser put focus (the close button).
      const firstField = dialog.querySelector<HTMLElement>(
        '[data-autofocus], input:not([type="hidden"]):not([readonly]):not([disabled]), select:not([disabled]), textarea:not([readonly]):not([disabled])',
      )
      firstField?.focus()
      return () => {
        if (dialog.open) dialog.close()
        // Browsers restore focus on close, but not when the dialog leaves the page first.
        // The control as it is now, at closing, on purpose.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        const target = returnFocus?.current ?? previouslyFocused
        if (target?.isConnected && !dialog.contains(target)) target.focus()
      }
    }
  }, [open, returnFocus])

  if (!open) return null

  return (
    <ModalFrame
      titleId={titleId}
      title={title}
      closeLabel={closeLabel ?? t('Close')}
      wide={wide}
      footer={footer}
      dialogRef={dialogRef}
      dialog={{
        onKeyDown: (event) => keepTabInside(event, event.currentTarget),
        onCancel: (event) => {
          // Escape: let the owner decide (it holds the open state).
          event.preventDefault()
          onCloseRef.current()
        },
        // A press on the backdrop closes it.
        onMouseDown: (event) => {
          if (isBackdropPress(event, event.currentTarget)) onCloseRef.current()
        },
      }}
      close={{ onClick: () => onCloseRef.current() }}
    >
      {children}
    </ModalFrame>
  )
}
