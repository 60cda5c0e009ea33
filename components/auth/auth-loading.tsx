import type { Translate } from '@/lib/i18n/shared'
import styles from './auth-loading.module.css'

/** Shown while the sign-in check loads (spec section 2). Drawn by the server: no script of its own. */
export function AuthLoading({ t }: { t: Translate }) {
  return (
    <p className={styles.loading} role="status">
      {t('Loading, Please Wait !')}
    </p>
  )
}
