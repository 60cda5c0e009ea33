import type { Metadata } from 'next'
import { RenewalCycles } from '@/components/renewals/renewal-cycles'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listDocumentConfigs, listFinancialYears } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'
import { listCycles } from '@/lib/renewals/cycles'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Renewal cycles'), robots: { index: false } }
}

export default async function RenewalsPage() {
  await requireContentAdmin()
  const [{ t }, cycles, years, documentTypes] = await Promise.all([getLabels(), listCycles(), listFinancialYears(), listDocumentConfigs()])
  return (
    <section className="page">
      <h1>{t('Renewal cycles')}</h1>
      <p className="muted">{t('Yearly renewal: open a cycle for a fiscal year, extend its deadline, close it.')}</p>
      <RenewalCycles
        cycles={cycles}
        years={years.map(({ id, financial_year }) => ({ id, financial_year }))}
        documentTypes={documentTypes.map(({ id, document_name, document_name_en }) => ({ id, document_name, document_name_en }))}
      />
    </section>
  )
}
