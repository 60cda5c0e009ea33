// The markup of the portal's dialog (components/ui/modal.tsx): the native
// <dialog> with a title, a close button, a body and a row of buttons. No
// hooks and no handlers of its own, so a page sent without React draws the
// same dialog from the server (the auth pages' questions, decision 087) and
// its script opens it (components/ui/focus.ts).
import type { ButtonHTMLAttributes, DialogHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './modal.module.css'

type DataAttributes = { [name: `data-${string}`]: string | undefined }

export type ModalFrameProps = {
  /** The id of the title, which names the dialog. */
  titleId: string
  title: ReactNode
  /** The close button's name for screen readers. */
  closeLabel: string
  children?: ReactNode
  footer?: ReactNode
  wide?: boolean
  dialogRef?: Ref<HTMLDialogElement>
  dialog?: Omit<DialogHTMLAttributes<HTMLDialogElement>, 'className' | 'aria-labelledby' | 'aria-modal'> & DataAttributes
  close?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-label'> & DataAttributes
}

export function ModalFrame({ titleId, title, closeLabel, children, footer, wide = false, dialogRef, dialog, close }: ModalFrameProps) {
  return (
    <dialog ref={dialogRef} {...dialog} className={`${styles.dialog} ${wide ? styles.wide : ''}`} aria-labelledby={titleId} aria-modal="true">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button {...close} type="button" className={styles.close} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  )
}
