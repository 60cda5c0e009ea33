import type { Metadata } from 'next'
import { RulesRegulationsPlanConfigTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listRulesRegulationsPlanConfigs } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Rules/Regulations/Plan Config'), robots: { index: false } }
}

export default async function RulesRegulationsPlanConfigPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listRulesRegulationsPlanConfigs()])
  return (
    <section className="page">
      <h1>{t('Rules/Regulations/Plan Config')}</h1>
      <RulesRegulationsPlanConfigTable rows={rows} />
    </section>
  )
}
