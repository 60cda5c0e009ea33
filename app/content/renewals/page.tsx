import type { Metadata } from 'next'
import { RenewalCycles } from '@/components/renewals/renewal-cycles'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listDocumentConfigs, listFinancialYears } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'
import { listCycles } from '@/lib/renewals/cycles'
import { ReviewQueue } from '@/components/renewals/review-queue'
import { listReviewQueue } from '@/lib/renewals/review'
import { queueQuery } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Renewal cycles'), robots: { index: false } }
}

type SearchParams = Record<string, string | string[] | undefined>

export default async function RenewalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireContentAdmin()
  const raw = await searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  // A filter the address got wrong shows the default queue rather than an error page.
  const parsed = queueQuery.safeParse({ state: first(raw.state) || undefined, min_days: first(raw.min_days) })
  const query = parsed.success ? parsed.data : queueQuery.parse({})
  const [{ t, language }, cycles, years, documentTypes, queue] = await Promise.all([getLabels(), listCycles(), listFinancialYears(), listDocumentConfigs(), listReviewQueue(query)])
  return (
    <section className="page">
      <h1>{t('Renewal cycles')}</h1>
      <p className="muted">{t('Yearly renewal: open a cycle for a fiscal year, extend its deadline, close it.')}</p>
      <ReviewQueue entries={queue.submissions} total={queue.total} query={query} t={t} language={language} />
      <RenewalCycles
        cycles={cycles}
        years={years.map(({ id, financial_year }) => ({ id, financial_year }))}
        documentTypes={documentTypes.map(({ id, document_name, document_name_en }) => ({ id, document_name, document_name_en }))}
      />
    </section>
  )
}
