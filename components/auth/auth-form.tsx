// What the four auth pages share (decision 070). Each is a plain HTML form
// that posts to its route under /api/auth/form/ (lib/auth/form-posts.ts) and,
// after the round trip, shows the outcome of that post (lib/auth/form-state.ts):
// the notice of a success, the error summary and the inline messages. The
// pages are sent as documents without React (lib/cache/documents.ts); the
// script of the `auth-forms` island (auth-forms-island.ts) adds the checks in
// the browser, the questions and the busy state, reading what it needs from
// the form's data attributes. Server components only.
import type { ReactNode } from 'react'
import { ErrorSummaryView, type ErrorSummaryItem } from '@/components/ui/error-summary-view'
import { CHECK_MESSAGES } from '@/lib/auth/form-checks'
import type { FormAction } from '@/lib/auth/form-posts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './auth-form.module.css'

/** The island that enhances the forms (scripts/build-islands.mjs). */
export const AUTH_FORMS_ISLAND = 'auth-forms'
/** The texts the island shows besides the checks' messages. */
export const ISLAND_TEXTS = ['There is a problem', 'Please wait…', AUTH_MESSAGES.proofOfWorkRequired] as const

/** The address a form (or one of its buttons) posts to. */
export const formAction = (action: FormAction) => `/api/auth/form/${action}`

/** The first line of a page's error summary: a refusal, as a message or `prefix|message` (both translated). */
export function refusalText(refusal: string, t: Translate): string {
  const at = refusal.indexOf('|')
  return at < 0 ? t(refusal) : `${t(refusal.slice(0, at))} ${t(refusal.slice(at + 1))}`
}

/** The error summary's lines for a form's field errors, in the order of its fields (ids are `field-{name}`, as Field gives them). */
export function summaryItems(errors: Record<string, string>, fields: readonly string[], t: Translate): ErrorSummaryItem[] {
  return fields.filter((name) => errors[name]).map((name) => ({ message: t(errors[name]), target: `field-${name}` }))
}

/** A page's panel: its heading, the notice of the last post's success, the error summary (hidden while empty: the script fills it) and the form. */
export function AuthPanel({ title, notice, summary, t, children }: { title: string; notice?: string; summary: ErrorSummaryItem[]; t: Translate; children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <h1>{title}</h1>
      {notice ? (
        <p className={styles.notice} role="status">
          {t(notice)}
        </p>
      ) : null}
      <ErrorSummaryView id="error-summary" titleId="error-summary-title" items={summary} title={t('There is a problem')} />
      {children}
    </div>
  )
}

type AuthFormProps = {
  action: FormAction
  language: Language
  t: Translate
  children: ReactNode
  className?: string
  /** The id of a question to ask as the page opens (the unverified number's). */
  askOnLoad?: string
}

/**
 * The form, marked as the island's: its texts in the page's language, and the
 * language as a field, so the answer stays in that language.
 */
export function AuthForm({ action, language, t, children, className, askOnLoad }: AuthFormProps) {
  const texts = Object.fromEntries([...CHECK_MESSAGES, ...ISLAND_TEXTS].map((key) => [key, t(key)]))
  return (
    <form action={formAction(action)} method="post" noValidate className={className} data-island={AUTH_FORMS_ISLAND} data-texts={JSON.stringify(texts)} data-ask={askOnLoad}>
      <input type="hidden" name="language" value={language} />
      {children}
    </form>
  )
}
