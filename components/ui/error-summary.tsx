'use client'

// The error summary of the GOV.UK pattern: after a submit with errors it
// stands at the top of the form, takes the focus (a screen reader reads it at
// once) and links to each field with a problem; a message that belongs to no
// field (a refused sign-in) stands in it without a link. It stays until the
// next attempt. `attempt` changes with every submit, so a repeated failure
// takes the focus again.
import { useEffect, useId, useRef } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummaryView, type ErrorSummaryItem } from './error-summary-view'
import { goToField } from './focus'

export type { ErrorSummaryItem }

/**
 * `id`: an anchor a page's address may name (`#error-summary`), to land on it after a form post without scripts.
 * `takeFocus`: false when something else reports the attempt (the profile editor's Save all open sections).
 */
type Props = { items: ErrorSummaryItem[]; attempt: number; title?: string; id?: string; takeFocus?: boolean }

export function ErrorSummary({ items, attempt, title, id, takeFocus = true }: Props) {
  const { t } = useTranslate()
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const focusedAttempt = useRef(0)

  // Only a new attempt moves the focus, not a field corrected since; the
  // items may arrive a render after the attempt's count.
  useEffect(() => {
    if (items.length === 0 || focusedAttempt.current === attempt) return
    focusedAttempt.current = attempt
    if (takeFocus) box.current?.focus()
  })

  if (items.length === 0) return null
  return <ErrorSummaryView items={items} title={title ?? t('There is a problem')} titleId={titleId} id={id} boxRef={box} goTo={goToField} />
}
