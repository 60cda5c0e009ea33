import { HumanResourceBlock } from '@/components/dashboard/human-resource'
import { OrganizationalStructureBlock } from '@/components/dashboard/organizational-structure'
import { ProfileCountsBlock } from '@/components/dashboard/profile-counts'
import { RegistrationGraphBlock } from '@/components/dashboard/registration-graph'
import { ScopeTablesBlock } from '@/components/dashboard/scope-tables'
import { SmsBudgetNotice } from '@/components/dashboard/sms-budget-notice'
import { SmsFailuresNotice } from '@/components/dashboard/sms-failures-notice'
import styles from '@/components/dashboard/dashboard.module.css'
import { HomeSearch, NgoList } from '@/components/home/ngo-list'
import { getViewer } from '@/lib/auth/viewer'
import { getDashboard, isCountsType, type CountsType } from '@/lib/dashboard'
import { getLabels } from '@/lib/i18n/server'
import { homeSearch } from '@/lib/profile/home-query'
import { listProfiles } from '@/lib/profile/profile'
import { profileListQuery } from '@/lib/profile/schemas'
import { listRecentSmsFailures } from '@/lib/sms'
import { getSmsBudgetStatus } from '@/lib/sms/budget'

export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ t, language }, viewer, params] = await Promise.all([getLabels(), getViewer().catch(() => null), searchParams])
  const isSuperAdmin = viewer?.role === 'super_admin'
  // Only the super administrator chooses what the counts card counts.
  const requested = first(params.counts)
  const countsType: CountsType = isSuperAdmin && isCountsType(requested) ? requested : 'all'
  // The home list is the public one (verified, active NGOs), whoever looks; its
  // search is the ranked, typo-tolerant one (q). A malformed page number or
  // search falls back to the first page of everything.
  const search = homeSearch(first(params.q))
  const parsed = profileListQuery.safeParse({ page: first(params.page), q: search })
  const listQuery = parsed.success ? parsed.data : profileListQuery.parse({})
  const [dashboard, found, smsBudget] = await Promise.all([getDashboard(countsType), listProfiles(null, listQuery), isSuperAdmin ? getSmsBudgetStatus() : null])
  const smsFailures = isSuperAdmin ? await listRecentSmsFailures(viewer) : null

  const keepForCounts: Record<string, string> = {}
  if (listQuery.q) keepForCounts.q = listQuery.q
  if (listQuery.page > 1) keepForCounts.page = String(listQuery.page)
  const keepForList: Record<string, string> = countsType === 'all' ? {} : { counts: countsType }

  const list = (
    <NgoList
      items={found.ngoProfiles}
      total={found.total}
      page={listQuery.page}
      limit={listQuery.limit}
      search={listQuery.q ?? ''}
      keep={keepForList}
      t={t}
      language={language}
    />
  )
  return (
    <section className="page">
      <h1>{t('Municipality NGO Profile')}</h1>
      <p className="lead">{t('NGO profiles of the municipality')}</p>
      {smsBudget ? <SmsBudgetNotice status={smsBudget} t={t} language={language} /> : null}
      {smsFailures && <SmsFailuresNotice {...smsFailures} t={t} language={language} />}
      <HomeSearch search={listQuery.q ?? ''} keep={keepForList} t={t} language={language} />
      {/* What was searched for comes first; otherwise the statistics do. */}
      {listQuery.q ? list : null}
      <div className={styles.blocks}>
        <ProfileCountsBlock counts={dashboard.counts} countsType={countsType} isSuperAdmin={isSuperAdmin} keep={keepForCounts} t={t} language={language} />
        <RegistrationGraphBlock years={dashboard.registrationFiscalYear} t={t} language={language} />
        <ScopeTablesBlock thematicScope={dashboard.thematicScope} targetGroup={dashboard.targetGroup} t={t} language={language} />
        <HumanResourceBlock humanResource={dashboard.humanResource} t={t} language={language} />
        <OrganizationalStructureBlock structure={dashboard.organizationalStructure} tribe={dashboard.tribe} t={t} language={language} />
      </div>
      {listQuery.q ? null : list}
    </section>
  )
}
