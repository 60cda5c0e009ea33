'use client'

import { useTranslate } from '@/components/i18n-provider'
import styles from './auth-loading.module.css'

/** Shown while the sign-in check loads (spec section 2). */
export function AuthLoading() {
  const { t } = useTranslate()
  return (
    <p className={styles.loading} role="status">
      {t('Loading, Please Wait !')}
    </p>
  )
}
