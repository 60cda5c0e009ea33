import type { ReactNode } from 'react'
import { ModalFrame } from '@/components/ui/modal-frame'
import type { Translate } from '@/lib/i18n/shared'

type Props = {
  id: string
  title: string
  /** Names the action (decision 087): 'Send the code', 'Go to verification'. */
  confirmLabel: string
  cancelLabel?: string
  /** Where the confirm button leads, when it leads to a page rather than sending the form. */
  href?: string
  t: Translate
  children?: ReactNode
}

/**
 * A question of the auth pages in the portal's dialog (ConfirmDialog's look),
 * drawn by the server inside a <template>, so it is no part of the page until
 * the pages' script puts it there to ask (auth-forms-island.ts), as the React
 * dialog is absent while closed: without scripts nobody is asked, the form is
 * sent.
 */
export function QuestionDialog({ id, title, confirmLabel, cancelLabel, href, t, children }: Props) {
  return (
    <template id={id}>
      <ModalFrame
        titleId={`${id}-title`}
        title={title}
        closeLabel={t('Close')}
        close={{ 'data-dialog-cancel': '' }}
        footer={
          <>
            <button type="button" className="button button-secondary" data-dialog-cancel="">
              {cancelLabel ?? t('Cancel')}
            </button>
            <button type="button" className="button" data-dialog-confirm="" data-href={href}>
              {confirmLabel}
            </button>
          </>
        }
      >
        {children}
      </ModalFrame>
    </template>
  )
}
