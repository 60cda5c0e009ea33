'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslate } from '@/components/i18n-provider'
import { CONTENT_SECTIONS } from '@/components/content/content-sections'
import styles from './content-sidebar.module.css'

export function ContentSidebar() {
  const { t } = useTranslate()
  const pathname = usePathname()
  return (
    <nav aria-label={t('Content pages')} className={styles.sidebar}>
      <ul>
        {CONTENT_SECTIONS.map((section) => {
          const isCurrent = pathname === section.href || pathname.startsWith(`${section.href}/`)
          return (
            <li key={section.href}>
              <Link href={section.href} className={`${styles.link} ${isCurrent ? styles.current : ''}`} aria-current={isCurrent ? 'page' : undefined}>
                {t(section.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
