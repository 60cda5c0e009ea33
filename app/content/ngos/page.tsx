import type { Metadata } from 'next'
import { ClaimsReview } from '@/components/content/claims-review'
import { PossibleDuplicates } from '@/components/content/possible-duplicates'
import { SmsNotice } from '@/components/content/sms-notice'
import { NgoList, type NgoListFilters } from '@/components/content/ngo-list'
import styles from '@/components/content/ngo-list.module.css'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listOptions } from '@/lib/content/reference'
import { listWards } from '@/lib/content/wards'
import { getLabels } from '@/lib/i18n/server'
import { listPendingClaims } from '@/lib/profile/claims'
import { listProfiles } from '@/lib/profile/profile'
import { PAGE_SIZES, PROFILE_STATUSES, profileListQuery, SEARCH_FIELDS, type ProfileListQuery } from '@/lib/profile/schemas'
import { localName } from '@/lib/i18n/local-name'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('NGO List'), robots: { index: false } }
}

type SearchParams = Record<string, string | string[] | undefined>

/** The list query from the address, the same one GET /api/ngo/profile reads; a bad value is dropped, not an error page. */
function queryFromAddress(searchParams: SearchParams): ProfileListQuery {
  const raw: Record<string, string> = {}
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) raw[key] = first
  }
  let parsed = profileListQuery.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
    parsed = profileListQuery.safeParse(raw)
  }
  return parsed.success ? parsed.data : profileListQuery.parse({})
}

/** The export of exactly what the list's filters show (every page, so without page and limit). */
function exportHref(format: 'csv' | 'xlsx', query: ProfileListQuery, language: string): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'page' && key !== 'limit') params.set(key, String(value))
  params.set('lang', language)
  return `/api/ngo/profile/export.${format}?${params}`
}

/** The list's filters as the notice sends them (decision 091): every filter of the address, without page and size. */
function noticeFilter(query: ProfileListQuery): Record<string, string> {
  const filter: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'page' && key !== 'limit') filter[key] = String(value)
  return filter
}

export default async function NgoListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await requireContentAdmin()
  const query = queryFromAddress(await searchParams)
  const [{ t, language }, list, thematicScopes, targetGroups, wards, claims] = await Promise.all([
    getLabels(),
    listProfiles(viewer, query),
    listOptions('thematic-scope'),
    listOptions('target-group'),
    listWards(),
    listPendingClaims(viewer),
  ])
  const filters: NgoListFilters = {
    page: query.page,
    limit: query.limit,
    search_by: query.search_by ?? 'name',
    search: query.search ?? '',
    thematic_scope: query.thematic_scope === undefined ? '' : String(query.thematic_scope),
    target_group: query.target_group === undefined ? '' : String(query.target_group),
    ward: query.ward === undefined ? '' : String(query.ward),
    status: query.status ?? '',
    complete_data: query.complete_data === undefined ? '' : String(query.complete_data),
    verified: query.verified === undefined ? '' : String(query.verified),
    standing: query.standing ?? '',
  }
  const rows = list.ngoProfiles.map((profile) => ({
    id: profile.id,
    name: profile.name,
    name_en: profile.name_en,
    location: profile.location,
    phone: profile.phone,
    contact_person_name: profile.contact_person_name,
    head_person_name: profile.head_person_name,
    dao_registration_no: profile.dao_registration_no,
    is_verified: 'is_verified' in profile ? profile.is_verified : false,
    complete: 'complete' in profile ? profile.complete : 0,
    renewal: profile.renewal,
  }))
  return (
    <section className="page">
      <h1>{t('NGO List')}</h1>
      <p className={styles.downloads}>
        <span>{t('Download this list')}:</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <a key={format} href={exportHref(format, query, language)} download>
            {t(format === 'csv' ? 'Download (CSV)' : 'Download (XLSX)')}
          </a>
        ))}
      </p>
      {/* A new filter is a new notice: the form starts again rather than send a preview of another list. */}
      <SmsNotice key={JSON.stringify(noticeFilter(query))} filter={noticeFilter(query)} />
      <NgoList
        rows={rows}
        total={list.total}
        filters={filters}
        thematicScopes={thematicScopes.map((option) => ({ value: String(option.id), label: localName(language, option.name, option.name_en), typed: true }))}
        targetGroups={targetGroups.map((option) => ({ value: String(option.id), label: localName(language, option.name, option.name_en), typed: true }))}
        wards={wards.map((ward) => ({ value: String(ward.id), label: localName(language, ward.name, ward.name_en), typed: true }))}
        pageSizes={PAGE_SIZES}
        searchFields={SEARCH_FIELDS}
        statuses={PROFILE_STATUSES}
      />
      <PossibleDuplicates />
      <ClaimsReview claims={claims} />
    </section>
  )
}
