// A read-only section of the profile page: its heading and the check or cross
// with words that agree with it, Complete or Incomplete (an icon for the eye,
// the words for everyone; decision 076).
import type { ReactNode } from 'react'
import { escapeHtml } from '@/components/typed-html'
import type { Translate } from '@/lib/i18n/shared'
import styles from './profile-view.module.css'

export function CompleteFlag({ complete, t }: { complete: boolean; t: Translate }) {
  return (
    <p className={`${styles.flag} ${complete ? styles.flagComplete : styles.flagIncomplete}`} data-complete={complete}>
      <svg className={styles.flagIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {complete ? (
          <path d="M3 8.5l3.2 3.2L13 4.8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
      <span>{complete ? t('Complete') : t('Incomplete')}</span>
    </p>
  )
}

type SectionProps = {
  id: string
  title: string
  /** Undefined: the section has no completeness flag. */
  complete?: boolean
  t: Translate
  children: ReactNode
}

export function ProfileSection({ id, title, complete, t, children }: SectionProps) {
  return (
    <section id={id} className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {complete === undefined ? null : <CompleteFlag complete={complete} t={t} />}
      </div>
      {children}
    </section>
  )
}

/** A label and its value, as markup (decision 105): `value` is markup already, free text escaped and marked (`typedHtml`), its line breaks kept by `.text`. */
export function fieldHtml(label: string, value: string, wide = false): string {
  return `<div class="${wide ? styles.fieldWide : styles.field}"><dt>${escapeHtml(label)}</dt><dd class="${styles.text}">${value}</dd></div>`
}

export function NoData({ t }: { t: Translate }) {
  return <p className="muted">{t('No data')}</p>
}
