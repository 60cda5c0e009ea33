'use client'

// A file input that speaks the page's language. The browser's own control
// says "Choose File / No file chosen" in the browser's language, whatever the
// page's; so the native input is hidden from sight (it keeps the focus, the
// keyboard and its accessible name) and its label, drawn as a button, and the
// chosen file's name stand in for it.
//
// A file chosen before the page's code ran (a slow line) is in the input but
// no handler saw it: once hydrated, the input announces it as the browser
// would have, so its owner takes it and its name shows.
import { useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import styles from './file-input.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  id: string
  /** The button's text (the input's label). */
  buttonLabel: string
  /** A fuller accessible name than the button's text ('Choose File – Tax certificate'). */
  accessibleName?: string
  /** The chosen file's name when the owner keeps it (it may clear the choice itself). */
  chosenName?: string
  ref?: Ref<HTMLInputElement>
}

export function FileInput({ id, buttonLabel, accessibleName, chosenName, onChange, className, 'aria-describedby': describedBy, ref, ...input }: Props) {
  const { t } = useTranslate()
  const [chosen, setChosen] = useState('')
  const nameId = `${id}-chosen`
  const own = useRef<HTMLInputElement | null>(null)
  useEffect(() => {
    if (own.current?.files?.length) own.current.dispatchEvent(new Event('change', { bubbles: true }))
  }, [])
  return (
    <span className={`${styles.fileInput} ${className ?? ''}`}>
      <input
        {...input}
        ref={(element) => {
          own.current = element
          if (typeof ref === 'function') return ref(element)
          if (ref) ref.current = element
        }}
        id={id}
        type="file"
        className={styles.native}
        aria-label={accessibleName}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          onChange?.(event)
          // The owner may have refused the file and cleared the input.
          setChosen(event.target.value ? (event.target.files?.[0]?.name ?? '') : '')
        }}
      />
      <label htmlFor={id} className={`button button-secondary ${styles.button}`}>
        {buttonLabel}
      </label>
      <span id={nameId} className={styles.chosen}>
        {(chosenName ?? chosen) || t('No file chosen')}
      </span>
    </span>
  )
}
