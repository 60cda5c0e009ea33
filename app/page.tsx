import type { Metadata } from 'next'
import { HumanResourceBlock } from '@/components/dashboard/human-resource'
import { OrganizationalStructureBlock } from '@/components/dashboard/organizational-structure'
import { ProfileCountsBlock } from '@/components/dashboard/profile-counts'
import { RegistrationGraphBlock } from '@/components/dashboard/registration-graph'
import { ScopeTablesBlock } from '@/components/dashboard/scope-tables'
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
import { homeSearch } from '@/lib/profile/home-query'
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
  // A search or a later page of the list (the parameters a kept copy is made
  // for) is the home page again: followed, not indexed, canonical to the home page.
  const isListView = Boolean(homeSearch(first(params.q))) || Number(first(params.page)) > 1
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
  const [dashboard, found, smsBudget, renewalProgress] = await Promise.all([
    getDashboard(countsType),
    listProfiles(null, listQuery),
    isSuperAdmin ? getSmsBudgetReport(viewer) : null,
    getRenewalProgress(),
  ])
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
      <HomeSearch search={listQuery.q ?? ''} keep={keepForList} t={t} language={language} />
      {/* What was searched for comes first; otherwise the statistics do. */}
      {listQuery.q ? list : null}
      <div className={styles.blocks}>
        <ProfileCountsBlock counts={dashboard.counts} countsType={countsType} isSuperAdmin={isSuperAdmin} keep={keepForCounts} t={t} language={language} />
        {renewalProgress ? <RenewalProgressBlock progress={renewalProgress} t={t} language={language} /> : null}
        <RegistrationGraphBlock years={dashboard.registrationFiscalYear} t={t} language={language} />
        <ScopeTablesBlock thematicScope={dashboard.thematicScope} targetGroup={dashboard.targetGroup} t={t} language={language} />
        <HumanResourceBlock humanResource={dashboard.humanResource} t={t} language={language} />
        <OrganizationalStructureBlock structure={dashboard.organizationalStructure} tribe={dashboard.tribe} t={t} language={language} />
      </div>
      {listQuery.q ? null : list}
    </section>
  )
}
