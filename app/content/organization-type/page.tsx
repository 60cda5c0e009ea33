import type { Metadata } from 'next'
import { OrganizationTypeTable } from '@/components/content/reference-tables'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listOrganizationTypes } from '@/lib/content/reference'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Organization Type'), robots: { index: false } }
}

export default async function OrganizationTypePage() {
  await requireContentAdmin()
  const [{ t }, rows] = await Promise.all([getLabels(), listOrganizationTypes()])
  return (
    <section className="page">
      <h1>{t('Organization Type')}</h1>
      <OrganizationTypeTable rows={rows} />
    </section>
  )
}
