'use client'

// What the auth forms share to work without JavaScript (decision 070): the
// form posts to its route under /api/auth/form/ (lib/auth/form-posts.ts),
// naming the page's language, and after the round trip the page hands the
// form the outcome of that post (lib/auth/form-state.ts). With scripts the
// forms still take over the submit and call the JSON API as before.
import { useSyncExternalStore } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { shown, type Shown } from '@/lib/i18n/shared'
import type { FormAction } from '@/lib/auth/form-posts'
import styles from './auth-form.module.css'

export type { FormFlow, FormOutcome } from '@/lib/auth/form-state'

/** The address a form posts to without scripts. */
export const formAction = (action: FormAction) => `/api/auth/form/${action}`

const noSubscription = () => () => undefined

/** False in the server's HTML and while the page hydrates, true once scripts run: a control scripts alone can enable must not start disabled. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The page's language as a field of the form, so its answer stays in that language. */
export function LanguageField() {
  const { language } = useTranslate()
  return <input type="hidden" name="language" value={language} />
}

/** A refusal of a form post: a message, or `prefix|message` (both translated). */
export function shownRefusal(refusal: string, t: (key: string) => Shown): Shown {
  const at = refusal.indexOf('|')
  return at < 0 ? t(refusal) : shown`${t(refusal.slice(0, at))} ${t(refusal.slice(at + 1))}`
}

/** The success a form post announces on the page it leads to (the scripted forms show it in a toast). */
export function FormNotice({ notice }: { notice?: string }) {
  const { t } = useTranslate()
  if (!notice) return null
  return (
    <p className={styles.notice} role="status">
      {t(notice)}
    </p>
  )
}
