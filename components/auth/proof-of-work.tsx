import type { Translate } from '@/lib/i18n/shared'
import styles from './auth-form.module.css'

/** The island that runs the check (scripts/build-islands.mjs, proof-of-work-island.ts). */
export const PROOF_OF_WORK_ISLAND = 'proof-of-work'

/** What the check says as it runs, by its state. */
export const PROOF_OF_WORK_TEXTS = {
  verifying: 'Checking… please wait.',
  verified: 'Check complete',
  error: 'The check failed. Please reload the page and try again.',
  expired: 'The check expired. It starts again.',
} as const

/**
 * The proof of work a sign-up needs while many arrive (decision 024): its
 * script solves a challenge of `GET /api/auth/register/challenge` in web
 * workers and writes the solution into the form's `altcha` field. Nothing to
 * click and no puzzle: the person sees that a check runs and when it is done.
 * Hidden until the script runs; without scripts the page says what to do.
 */
export function ProofOfWork({ t }: { t: Translate }) {
  const texts = Object.fromEntries(Object.entries(PROOF_OF_WORK_TEXTS).map(([state, text]) => [state, t(text)]))
  return (
    <div className={styles.proofOfWork} data-island={PROOF_OF_WORK_ISLAND} data-texts={JSON.stringify(texts)} hidden>
      <span className={styles.proofOfWorkMark} aria-hidden="true" />
      <div>
        <p className={styles.proofOfWorkLabel}>{t('Automatic check that you are a person')}</p>
        <p className={styles.proofOfWorkState} role="status" />
        <button type="button" className={styles.linkButton} data-restart="" hidden>
          {t('Start again')}
        </button>
      </div>
      <input type="hidden" name="altcha" value="" />
    </div>
  )
}
