'use client'

// The proof of work a sign-up needs while many arrive (lib/auth/proof-of-work.ts):
// the ALTCHA widget, loaded from the portal's own bundle only when needed,
// solves a challenge of `GET auth/register/challenge` in web workers by itself
// and hands the payload to the form. Nothing to click and no puzzle: the
// person sees that a check runs and when it is done. `round` asks for a fresh
// challenge (after the server refused one, or it expired).
import 'altcha/altcha.css'
import type { Challenge, WidgetMethods } from 'altcha/types'
// The <altcha-widget> element's attributes for JSX.
import type {} from 'altcha/types/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { PROOF_OF_WORK_ALGORITHM } from '@/lib/auth/proof-of-work-shared'
import { apiFetch } from '@/lib/client/api'
import styles from './auth-form.module.css'

type Props = { round: number; onChange: (payload: string | null) => void }
type AltchaElement = HTMLElement & WidgetMethods

/** The widget's texts, in the page's language (its own catalogue has no Nepali). */
const WIDGET_TEXTS = {
  label: 'Automatic check that you are a person',
  loading: 'Loading…',
  verifying: 'Checking… please wait.',
  waitAlert: 'Checking… please wait.',
  verified: 'Check complete',
  verificationRequired: 'Please wait until the check is complete.',
  error: 'The check failed. Please reload the page and try again.',
  expired: 'The check expired. It starts again.',
  reload: 'Start again',
  verify: 'Start the check',
} as const

export function ProofOfWork({ round, onChange }: Props) {
  const { t, language } = useTranslate()
  const widget = useRef<AltchaElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [expiredRound, setExpiredRound] = useState(0)

  useEffect(() => {
    let cancelled = false
    void import('altcha/external').then(() => {
      const altcha = globalThis.$altcha
      // The solver runs in a worker bundled from the package (see proof-of-work-worker.ts).
      altcha.algorithms.set(PROOF_OF_WORK_ALGORITHM, () => new Worker(new URL('./proof-of-work-worker.ts', import.meta.url)))
      const texts = Object.fromEntries(Object.entries(WIDGET_TEXTS).map(([key, text]) => [key, t(text)]))
      altcha.i18n.set(language, { ...altcha.i18n.get('en'), ...texts, footer: '' })
      if (!cancelled) setLoaded(true)
    })
    return () => {
      cancelled = true
    }
  }, [language, t])

  useEffect(() => {
    const element = widget.current
    if (!loaded || !element) return
    let cancelled = false
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      if (state === 'verified' && payload) onChange(payload)
      else onChange(null)
    }
    const onExpired = () => setExpiredRound((count) => count + 1)
    element.addEventListener('statechange', onState)
    element.addEventListener('expired', onExpired)
    onChange(null)
    void apiFetch<{ challenge: Challenge }>('auth/register/challenge').then(async ({ data }) => {
      if (cancelled) return
      // No logo or footer link to the vendor's site; no collection of pointer movements (nothing of the
      // person is sent anywhere, and the portal's challenges do not ask for it); two workers suit a phone.
      await element.configure({ challenge: data.challenge, language, hideLogo: true, hideFooter: true, humanInteractionSignature: false, workers: 2 })
      element.reset()
      await element.verify()
    })
    return () => {
      cancelled = true
      element.removeEventListener('statechange', onState)
      element.removeEventListener('expired', onExpired)
    }
  }, [loaded, round, expiredRound, language, onChange])

  return (
    <div className={styles.proofOfWork}>
      {/* The widget draws itself (light DOM, styles of altcha.css); until it is loaded, the place is kept. */}
      <altcha-widget ref={widget} name="altcha" language={language} />
    </div>
  )
}
