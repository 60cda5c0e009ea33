import type { Metadata } from 'next'
import { DocumentConfigTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listDocumentConfigs } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Document Config'), robots: { index: false } }
}

export default async function DocumentConfigPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listDocumentConfigs()])
  return (
    <section className="page">
      <h1>{t('Document Config')}</h1>
      <DocumentConfigTable rows={rows} />
    </section>
  )
}
