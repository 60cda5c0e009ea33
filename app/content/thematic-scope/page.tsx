import type { Metadata } from 'next'
import { OptionTable } from '@/components/content/option-table'
import { listOptionsWithUsage } from '@/lib/content/options'
import { requireContentAdmin } from '@/lib/content/page-access'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Thematic Scope'), robots: { index: false } }
}

export default async function ThematicScopePage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listOptionsWithUsage('thematic-scope')])
  return (
    <section className="page">
      <h1>{t('Thematic Scope')}</h1>
      <OptionTable type="thematic-scope" rows={rows} />
    </section>
  )
}
