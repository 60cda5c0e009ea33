import type { Metadata } from 'next'
import { markupInHtmlOnly } from '@/components/markup'
import { HumanResourceBlock } from '@/components/dashboard/human-resource'
import { OrganizationalStructureBlock } from '@/components/dashboard/organizational-structure'
import { ProfileCountsBlock } from '@/components/dashboard/profile-counts'
import { RegistrationGraphBlock } from '@/components/dashboard/registration-graph'
import { FundsBlock } from '@/components/dashboard/funds'
import { ScopeTablesBlock } from '@/components/dashboard/scope-tables'
import { WardGapsBlock } from '@/components/dashboard/ward-gaps'
import { SmsBudgetNotice } from '@/components/dashboard/sms-budget-notice'
import { SmsFailuresNotice } from '@/components/dashboard/sms-failures-notice'
import styles from '@/components/dashboard/dashboard.module.css'
import { HomeSearch, NgoList } from '@/components/home/ngo-list'
import { RenewalProgressBlock } from '@/components/renewals/renewal-progress'
import { getViewer } from '@/lib/auth/viewer'
import { getDashboard, isCountsType, type CountsType } from '@/lib/dashboard'
import { getEnv } from '@/lib/env'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels, pageAlternates } from '@/lib/i18n/server'
import { listOptions } from '@/lib/content/reference'
import { listWards } from '@/lib/content/wards'
import { homeFilters, homeSearch, HOME_FILTERS } from '@/lib/profile/home-query'
import { listProfiles } from '@/lib/profile/profile'
import { homeJsonLd, openGraphLocale, serializeJsonLd, sitePlace } from '@/lib/profile/seo'
import { profileListQuery } from '@/lib/profile/schemas'
import { getRenewalProgress } from '@/lib/renewals/standings'
import { listRecentSmsFailures } from '@/lib/sms'
import { getSmsBudgetReport } from '@/lib/sms/budget'

export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const [{ t, language }, alternates, params] = await Promise.all([getLabels(), pageAlternates('/'), searchParams])
  const title = t('Municipality NGO Profile')
  const description = t('NGO profiles of the municipality')
  // A search, a filter or a later page of the list (the parameters a kept copy
  // is made for) is the home page again: followed, not indexed, canonical to the home page.
  const isListView =
    Boolean(homeSearch(first(params.q))) || Number(first(params.page)) > 1 || Object.keys(homeFilters((name) => first(params[name]))).length > 0
  return {
    title: { absolute: title },
    description,
    alternates,
    openGraph: { type: 'website', url: alternates?.canonical, siteName: title, title, description, ...openGraphLocale(language) },
    twitter: { card: 'summary', title, description },
    robots: isListView ? { index: false, follow: true } : undefined,
  }
}

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ t, language }, viewer, params] = await Promise.all([getLabels(), getViewer().catch(() => null), searchParams, markupInHtmlOnly()])
  const isSuperAdmin = viewer?.role === 'super_admin'
  // Only the super administrator chooses what the counts card counts.
  const requested = first(params.counts)
  const countsType: CountsType = isSuperAdmin && isCountsType(requested) ? requested : 'all'
  // The home list is the public one (verified, active NGOs), whoever looks; its
  // search is the ranked, typo-tolerant one (q), its filters a ward, a thematic
  // scope and a target group (decision 098). A malformed page number or search
  // falls back to the first page of everything; a malformed filter is left out.
  const search = homeSearch(first(params.q))
  const filters = homeFilters((name) => first(params[name]))
  const parsed = profileListQuery.safeParse({ page: first(params.page), q: search, ...filters })
  const listQuery = parsed.success ? parsed.data : profileListQuery.parse({ ...filters })
  const [dashboard, found, smsBudget, renewalProgress, wards, thematicScopes, targetGroups] = await Promise.all([
    getDashboard(countsType),
    listProfiles(null, listQuery),
    isSuperAdmin ? getSmsBudgetReport(viewer) : null,
    getRenewalProgress(),
    listWards(),
    listOptions('thematic-scope', { activeOnly: true }),
    listOptions('target-group', { activeOnly: true }),
  ])
  const choices = { ward: wards, thematic_scope: thematicScopes, target_group: targetGroups }
  const isFiltered = HOME_FILTERS.some((name) => listQuery[name] !== undefined)
  const smsFailures = isSuperAdmin ? await listRecentSmsFailures(viewer) : null

  const keepForCounts: Record<string, string> = {}
  if (listQuery.q) keepForCounts.q = listQuery.q
  for (const name of HOME_FILTERS) if (listQuery[name] !== undefined) keepForCounts[name] = String(listQuery[name])
  if (listQuery.page > 1) keepForCounts.page = String(listQuery.page)
  const keepForList: Record<string, string> = countsType === 'all' ? {} : { counts: countsType }

  const list = (
    <NgoList
      items={found.ngoProfiles}
      total={found.total}
      page={listQuery.page}
      limit={listQuery.limit}
      search={listQuery.q ?? ''}
      filters={filters}
      choices={choices}
      keep={keepForList}
      t={t}
      language={language}
    />
  )
  // What was searched for or filtered comes first; otherwise the statistics do.
  const listFirst = Boolean(listQuery.q) || isFiltered
  const env = getEnv()
  const jsonLd = homeJsonLd({
    siteUrl: env.SITE_URL,
    address: pathIn(language, '/'),
    name: t('Municipality NGO Profile'),
    description: t('NGO profiles of the municipality'),
    municipality: language === 'en' ? env.FOOTER_MUNICIPALITY_EN : env.FOOTER_MUNICIPALITY,
    language,
    place: sitePlace(env),
  })
  return (
    <section className="page">
      {/* Escaped JSON (serializeJsonLd): no text can end the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <h1>{t('Municipality NGO Profile')}</h1>
      <p className="lead">{t('NGO profiles of the municipality')}</p>
      {smsBudget ? <SmsBudgetNotice report={smsBudget} t={t} language={language} /> : null}
      {smsFailures && <SmsFailuresNotice {...smsFailures} t={t} language={language} />}
      <HomeSearch search={listQuery.q ?? ''} filters={filters} choices={choices} keep={keepForList} t={t} language={language} />
      {listFirst ? list : null}
      <div className={styles.blocks}>
        <ProfileCountsBlock counts={dashboard.counts} countsType={countsType} isSuperAdmin={isSuperAdmin} keep={keepForCounts} t={t} language={language} />
        {renewalProgress ? <RenewalProgressBlock progress={renewalProgress} t={t} language={language} /> : null}
        <RegistrationGraphBlock years={dashboard.registrationFiscalYear} t={t} language={language} />
        <ScopeTablesBlock thematicScope={dashboard.thematicScope} targetGroup={dashboard.targetGroup} t={t} language={language} />
        <HumanResourceBlock humanResource={dashboard.humanResource} t={t} language={language} />
        <OrganizationalStructureBlock structure={dashboard.organizationalStructure} tribe={dashboard.tribe} t={t} language={language} />
        {/* Where NGOs work and what they reported (decisions 098, 100): after the spec's five blocks. */}
        <WardGapsBlock gaps={dashboard.wardGaps} t={t} language={language} />
        <FundsBlock funds={dashboard.funds} t={t} language={language} />
      </div>
      {listFirst ? null : list}
    </section>
  )
}
