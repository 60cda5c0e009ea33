'use client'

// The badge an NGO puts on its website (decision 097): how it looks now, the
// code to copy, and a button that copies it. Without the clipboard (an old
// browser, a page not served over HTTPS) the code is selected for copying.
import { useId, useRef, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import styles from './certificates.module.css'

type Props = { snippet: string; badgePath: string; alt: string }

export function BadgeSnippet({ snippet, badgePath, alt }: Props) {
  const { t } = useTranslate()
  const id = useId()
  const code = useRef<HTMLTextAreaElement>(null)
  const [status, setStatus] = useState('')

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet)
      setStatus(t('Copied'))
    } catch {
      code.current?.focus()
      code.current?.select()
      setStatus(t('Select the code and copy it.'))
    }
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('Badge for your website')}</h2>
      <p className="muted">
        {t('Put this on your organisation’s website: it shows that you are registered with the municipality while you are in good standing, and links to your page in the registry.')}
      </p>
      <p className={styles.subheading}>{t('The badge as it looks now')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- the portal's own SVG, drawn for this NGO */}
      <img src={badgePath} alt={alt} width={320} height={48} className={styles.badgePreview} />
      <div className="form-field">
        <label htmlFor={`${id}-code`}>{t('Code to copy')}</label>
        <textarea ref={code} id={`${id}-code`} className={styles.snippet} translate="no" spellCheck={false} rows={4} readOnly value={snippet} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {t('Copy the code')}
      </button>{' '}
      <span role="status" aria-live="polite">
        {status}
      </span>
    </section>
  )
}
