// An NGO's standing as a badge: a symbol and the words, in the tone's colour.
// No hooks: the server pages and the client NGO list both render it with
// their own `t`.
import type { Language, Translate } from '@/lib/i18n/shared'
import type { Standing } from '@/lib/renewals/standing'
import { STANDING_TONE, standingText, TONE_SYMBOL } from '@/lib/renewals/standing-text'
import styles from './standing.module.css'

type Props = { standing: Standing; financialYear: string; t: Translate; language: Language }

export function StandingBadge({ standing, financialYear, t, language }: Props) {
  const tone = STANDING_TONE[standing.kind]
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-standing={standing.kind}>
      <span aria-hidden="true" className={styles.symbol}>
        {TONE_SYMBOL[tone]}
      </span>
      {standingText(standing, financialYear, language, t)}
    </span>
  )
}
