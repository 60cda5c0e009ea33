'use client'

import Link from 'next/link'
import { usePlainPathname, useTranslate } from '@/components/i18n-provider'
import { CONTENT_SECTIONS } from '@/components/content/content-sections'
import styles from './content-sidebar.module.css'

export function ContentSidebar() {
  const { t, href } = useTranslate()
  const pathname = usePlainPathname()
  return (
    <nav aria-label={t('Content pages')} className={styles.sidebar}>
      <ul>
        {CONTENT_SECTIONS.map((section) => {
          const isCurrent = pathname === section.href || pathname.startsWith(`${section.href}/`)
          return (
            <li key={section.href}>
              <Link href={href(section.href)} className={`${styles.link} ${isCurrent ? styles.current : ''}`} aria-current={isCurrent ? 'page' : undefined}>
                {t(section.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
