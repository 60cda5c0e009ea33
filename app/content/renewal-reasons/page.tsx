import type { Metadata } from 'next'
import { RenewalReasonTable } from '@/components/renewals/reason-table'
import { requireContentAdmin } from '@/lib/content/page-access'
import { getLabels } from '@/lib/i18n/server'
import { listRenewalReasons } from '@/lib/renewals/reasons'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Reasons for changes'), robots: { index: false } }
}

export default async function RenewalReasonsPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listRenewalReasons()])
  return (
    <section className="page">
      <h1>{t('Reasons for changes')}</h1>
      <p className="muted">{t('The reasons a reviewer chooses from when asking an NGO for changes to its renewal.')}</p>
      <RenewalReasonTable rows={rows} />
    </section>
  )
}
