'use client'

import { useTranslate } from '@/components/i18n-provider'

type ErrorWithStatus = Error & { digest?: string; status?: number; statusText?: string }

// The router's fallback error view of the spec: the status and its text, or the message.
export default function ErrorView({ error, reset }: { error: ErrorWithStatus; reset: () => void }) {
  const { t } = useTranslate()
  const detail = error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : error.message
  return (
    <section className="message-page" role="alert">
      <h1>{t('Unexpected Application Error!')}</h1>
      <p>{detail}</p>
      {error.digest && <p className="muted">#{error.digest}</p>}
      <button type="button" className="button" onClick={reset}>
        {t('Try again')}
      </button>
    </section>
  )
}
