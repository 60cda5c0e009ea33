// A row of labelled numbers (a description list), for the human-resource and structure blocks.
import { formatNumber } from '@/lib/calendar'
import type { Language } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'

export function Figures({ items, language }: { items: { label: string; value: number }[]; language: Language }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd className={styles.figureValue}>{formatNumber(item.value, language)}</dd>
        </div>
      ))}
    </dl>
  )
}
