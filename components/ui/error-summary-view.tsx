// The markup of the error summary (components/ui/error-summary.tsx). No hooks,
// so a page sent without React draws it from the server: the auth pages keep
// it in the page, hidden while it is empty, and their script fills it
// (components/auth/auth-forms-island.ts).
import type { MouseEvent, Ref } from 'react'
import styles from './error-summary.module.css'

export type ErrorSummaryItem = { message: string; /** id of the control to go to */ target?: string }

type Props = {
  items: ErrorSummaryItem[]
  title: string
  titleId: string
  /** An anchor a page's address may name (`#error-summary`). */
  id?: string
  boxRef?: Ref<HTMLDivElement>
  /** Moves to the field a link names; true when it did (the link then goes nowhere). */
  goTo?: (target: string) => boolean
}

export function ErrorSummaryView({ items, title, titleId, id, boxRef, goTo }: Props) {
  const go = goTo && ((target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (goTo(target)) event.preventDefault()
  })
  return (
    <div ref={boxRef} id={id} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1} hidden={items.length === 0}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.target ?? ''}-${index}`}>
            {item.target ? (
              <a href={`#${item.target}`} onClick={go?.(item.target)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
