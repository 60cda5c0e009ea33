import type { Metadata } from 'next'
import { FinancialYearTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listFinancialYears } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Financial Year'), robots: { index: false } }
}

export default async function FinancialYearPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listFinancialYears()])
  return (
    <section className="page">
      <h1>{t('Financial Year')}</h1>
      <FinancialYearTable rows={rows} />
    </section>
  )
}
