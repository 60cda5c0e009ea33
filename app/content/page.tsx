import type { Metadata } from 'next'
import Link from 'next/link'
import { CONTENT_SECTIONS } from '@/components/content/content-sections'
import { requireContentAdmin } from '@/lib/content/page-access'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import styles from './content.module.css'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Content Management'), robots: { index: false } }
}

export default async function ContentIndexPage() {
  await requireContentAdmin()
  const { t, language } = await getLabels()
  return (
    <section className="page">
      <h1>{t('Content Management')}</h1>
      <p className="lead">{t('Manage the NGO list and the reference content the forms offer.')}</p>
      <ul className={styles.sections}>
        {CONTENT_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={pathIn(language, section.href)} className="card">
              <h2>{t(section.label)}</h2>
              <p className="muted">{t(section.description)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
