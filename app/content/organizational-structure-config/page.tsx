import type { Metadata } from 'next'
import { OrganizationalStructureConfigTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listOrganizationalStructureConfigs } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Organizational Structure Config'), robots: { index: false } }
}

export default async function OrganizationalStructureConfigPage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listOrganizationalStructureConfigs()])
  return (
    <section className="page">
      <h1>{t('Organizational Structure Config')}</h1>
      <OrganizationalStructureConfigTable rows={rows} />
    </section>
  )
}
