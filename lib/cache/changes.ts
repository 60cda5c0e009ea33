// What a committed change empties: the one mapping from the portal's tables to
// the tags of what shows their data. Cached reads, kept pages and kept values
// each carry tags (TAGS below); PostgreSQL announces every committed change
// with its table and the ids it touched (migration 0012), and `tagsOfChange`
// turns that into the tags to drop, in every running instance.
//
// Every table is listed once: in SHOWN_BY with what shows it, or in
// NOT_KEPT with why nothing kept needs it (a test holds every table of the
// schema to one of the two).
import { z } from 'zod'

export const TAGS = {
  /** A profile's public page and the reads behind it. */
  profile: (id: number | string) => `profile:${id}`,
  /** The public list of profiles (the home page's). */
  listing: 'listing',
  /** What lists every profile with when it last changed and how complete it is: the sitemap, the super administrator's list. */
  registry: 'registry',
  /** The dashboard's figures. */
  dashboard: 'dashboard',
  /** The dashboard's ward gap tables: which verified NGOs work in each ward, by thematic scope and target group (decision 098). */
  wardGaps: 'ward-gaps',
  /** The money the verified NGOs reported: funds per fiscal year and the largest external bodies (decision 100). */
  funds: 'funds',
  /** Reference content shown inside profiles and the dashboard (option and configuration names, fiscal years). */
  reference: 'reference',
  /** The interface's labels (translations): every page. */
  labels: 'labels',
  /** The claims of imported profiles waiting for review (the super administrator's NGO list). */
  claims: 'claims',
  /** Where the addresses of merged profiles lead (decision 095). */
  merges: 'merges',
  /** A signed-in viewer, by session and by user. */
  session: (id: string) => `session:${id}`,
  user: (id: number | string) => `user:${id}`,
  /** A registration certificate: its verification page (decision 096). */
  certificate: (id: number | string) => `certificate:${id}`,
  /** What a profile's own people manage of it: its people, open invitations and certificates. */
  people: (profileId: number | string) => `people:${profileId}`,
  /** People's names shown beyond their own NGO's section: who issued a certificate, who sent an invitation. */
  personNames: 'person-names',
} as const

/** The tags of every kept page, by what the page shows. */
export const PAGE_TAGS = {
  profile: (id: number | string) => [TAGS.profile(id), TAGS.reference, TAGS.labels],
  dashboard: [TAGS.dashboard, TAGS.wardGaps, TAGS.funds, TAGS.listing, TAGS.reference, TAGS.labels],
  /** A certificate's verification page: the certificate, and its NGO's status and standing (decision 096). */
  verification: (certificateId: number | string, profileId: number | string) => [TAGS.certificate(certificateId), TAGS.profile(profileId), TAGS.labels],
}

/** The values of one announced column, or 'all' when the change announced none (too many, a TRUNCATE). */
type Ids = (column: string) => (number | string)[] | 'all'
type Change = { table: string; ids?: Record<string, (number | string)[]>; bookkeeping?: boolean }

/** `family:value` for each value; `family:*` (every one) for 'all'. */
const each = (values: (number | string)[] | 'all', family: 'profile' | 'user' | 'session' | 'certificate' | 'people') =>
  values === 'all' ? [`${family}:*`] : values.map((value) => `${family}:${value}`)
const rowsOfProfiles = (ids: Ids) => each(ids('profile_id'), 'profile')

const SHOWN_BY: Record<string, (ids: Ids, change: Change) => string[]> = {
  // A section save marks the profile's row (when it changed, how complete it
  // is): that bookkeeping shows on its page, the sitemap and the admin list only.
  // Any other change may name another contact admin (its People section).
  ngo_profiles: (ids, change) =>
    change.bookkeeping
      ? [...each(ids('id'), 'profile'), TAGS.registry]
      : [...each(ids('id'), 'profile'), ...each(ids('id'), 'people'), ...each(ids('user_id'), 'user'), TAGS.listing, TAGS.registry, TAGS.dashboard, TAGS.wardGaps],
  profile_options: (ids) => [...rowsOfProfiles(ids), TAGS.listing, TAGS.dashboard, TAGS.wardGaps],
  // The wards a profile works in: its page, the lists' ward filter and the gap tables.
  profile_wards: (ids) => [...rowsOfProfiles(ids), TAGS.listing, TAGS.wardGaps],
  current_organizational_structures: (ids) => [...rowsOfProfiles(ids), TAGS.listing, TAGS.dashboard],
  subjective_manpower_details: rowsOfProfiles,
  // A budget shows on its profile's page; the dashboard's money sums follow the
  // totals below, so a budget save never recomputes the dashboard's figures.
  annual_budgets: rowsOfProfiles,
  // Kept by the triggers of annual_budgets and ngo_profiles (decision 100); they
  // announce only when a listed profile's budgets or listing moved them.
  fund_year_totals: () => [TAGS.funds],
  funding_body_totals: () => [TAGS.funds],
  associate_keypersons: rowsOfProfiles,
  rules_regulations_plans: rowsOfProfiles,
  // The version each section's read carries, which the editor sends back (decision 059).
  profile_section_versions: rowsOfProfiles,
  // The freshness badge counts expired and expiring documents.
  profile_documents: rowsOfProfiles,
  audit_reports: rowsOfProfiles,
  // The change history of a profile page.
  audit_log: rowsOfProfiles,
  // A person's sign-in (bookkeeping: last_sign_in_at alone) shows only in
  // their NGO's People section. Any other change: the kept viewer, the claims
  // to review (each claimant's name and mobile), the People section of the
  // NGO joined or left, and the names shown beyond it (who issued a
  // certificate, who sent an invitation: they may belong to no NGO now).
  users: (ids, change) =>
    change.bookkeeping
      ? each(ids('profile_id'), 'people')
      : [...each(ids('id'), 'user'), ...each(ids('profile_id'), 'people'), TAGS.claims, TAGS.personNames],
  sessions: (ids) => each(ids('id'), 'session'),
  options: () => [TAGS.reference, TAGS.listing, TAGS.registry, TAGS.dashboard, TAGS.wardGaps],
  // Ward names show on profiles, in the lists' filter and rows, and in the gap tables.
  wards: () => [TAGS.reference, TAGS.listing, TAGS.registry, TAGS.wardGaps],
  organization_types: () => [TAGS.reference, TAGS.listing, TAGS.registry],
  financial_years: () => [TAGS.reference, TAGS.dashboard, TAGS.funds],
  translations: () => [TAGS.labels],
  document_configs: () => [TAGS.reference],
  organizational_structure_configs: () => [TAGS.reference, TAGS.listing, TAGS.dashboard],
  rules_regulations_plan_configs: () => [TAGS.reference],
  profile_claims: () => [TAGS.claims],
  // A cycle's deadline decides every NGO's standing (decision 080): each
  // profile page, the lists and the dashboard's progress show it.
  renewal_cycles: () => ['profile:*', TAGS.listing, TAGS.registry, TAGS.dashboard],
  // A submission's state is its NGO's standing.
  renewal_submissions: (ids) => [...rowsOfProfiles(ids), TAGS.listing, TAGS.registry, TAGS.dashboard],
  // A certificate's verification page says whether it was revoked or replaced
  // (decision 096); its profile's list of certificates shows it too.
  certificates: (ids) => [...each(ids('id'), 'certificate'), ...each(ids('profile_id'), 'people')],
  // The invitations waiting in a profile's People section, and the day's count.
  profile_invitations: (ids) => each(ids('profile_id'), 'people'),
  // Where a merged profile's address leads (proxy.ts answers 301 from this).
  profile_merges: () => [TAGS.merges],
}

/** Tables no kept thing reads, or filled only by triggers of a table above in the same transaction. */
export const NOT_KEPT: Record<string, string> = {
  sms_codes: 'read fresh by every verification',
  rate_limit_counters: 'read fresh by every code request and registration (the SMS limits count across instances)',
  request_attempts: 'read fresh by every sign-in and code entry (the limits count across instances)',
  sign_in_devices: 'read fresh by every sign-in and reset-code request',
  stored_files: 'files are served fresh; a profile names its logo in its own row',
  sms_send_failures: 'read fresh for the super administrator\'s dashboard notice',
  document_reminders: 'read by the reminders job only',
  renewal_reminders_sent: 'read by the reminders job only',
  sms_notices: "read fresh by the notice's progress and its sending",
  sms_notice_recipients: "read fresh by the notice's sending; nothing public shows it",
  seeded_items: 'read by the seeding at start only',
  profile_search: 'kept by the triggers of ngo_profiles, in the same transaction',
  search_words: 'kept by the triggers of ngo_profiles, in the same transaction',
  organizational_structure_totals: 'kept by the triggers of current_organizational_structures and its configs, in the same transaction',
  renewal_cycle_extensions: 'written with an update of its cycle\'s row (announced) in the same transaction; read fresh by the renewals page',
  renewal_section_decisions: 'read fresh by the review; the standing reads the submission\'s state, which the decisions set',
  renewal_reasons: 'read fresh by the review and its content page; nothing public shows a reason',
  municipality_emblem: 'read fresh by the certificate PDF and its content page; no kept page shows it',
  profile_keys: 'kept by the triggers of ngo_profiles, in the same transaction; read fresh by the duplicates list, the sign-up and the import',
  profile_name_parts: 'kept with profile_keys, in the same transaction',
  profile_duplicates: "kept by the triggers of ngo_profiles, in the same transaction; read fresh by the duplicates list and the claims' review",
  profile_duplicate_dismissals: 'read fresh by the duplicates list',
  profile_merge_set_aside: 'written with its merge (announced) in the same transaction; nothing shows it',
  __drizzle_migrations: 'the migration journal',
}

/** The tables whose changes are announced, for the test that holds the triggers to this mapping. */
export const ANNOUNCED_TABLES = Object.keys(SHOWN_BY)

/** What PostgreSQL announces (migration 0012), and what this portal sends to hear its own writes. */
const changeMessage = z.union([
  z.object({
    table: z.string().min(1),
    ids: z.record(z.string(), z.array(z.union([z.number(), z.string()]))).optional(),
    bookkeeping: z.boolean().optional(),
  }),
  z.object({ heard: z.string().min(1) }),
])
export type ChangeMessage = z.infer<typeof changeMessage>

/** The announced message, or null when it is none of ours. */
export function parseChangeMessage(payload: string | undefined): ChangeMessage | null {
  try {
    const parsed = changeMessage.safeParse(JSON.parse(payload ?? ''))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The tags a committed change to `table` empties; 'everything' for a restore or an unknown table. */
export function tagsOfChange(change: Change): string[] | 'everything' {
  if (change.table === '*') return 'everything'
  if (change.table in NOT_KEPT) return []
  const shown = SHOWN_BY[change.table]
  // A table this portal does not know (added by a newer version): drop everything rather than guess.
  if (!shown) return 'everything'
  return shown((column) => change.ids?.[column] ?? 'all', change)
}
