// The one source of truth for the database. `npm run db:generate` turns a
// change here into a committed SQL migration under db/migrations/.
//
// ON DELETE rules, deliberately:
// - rows that belong to a profile (sections, links, documents) go with it (cascade);
// - reference rows that profiles use (options, financial years, configs,
//   organization types) are protected (restrict): the admin gets a 409 that says
//   what uses them instead of silently orphaned data;
// - people and files referenced for history (audit log actor, uploader) are
//   kept as null when removed (set null).
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

// A reference row's edit carries the version it was based on (decision 059):
// each update adds one, so an edit of an older copy is refused instead of
// silently undoing a newer one.
const referenceVersion = {
  version: integer('version').notNull().default(1),
}

export const roleEnum = pgEnum('role', ['user', 'admin', 'super_admin'])
export const profileStatusEnum = pgEnum('profile_status', ['new_registration', 'active', 'inactive'])
export const optionTypeEnum = pgEnum('option_type', ['target-group', 'thematic-scope'])
export const ethnicityEnum = pgEnum('ethnicity', ['tribe', 'people_with_disability'])
export const districtEnum = pgEnum('dao_district', ['lalitpur', 'others'])
export const smsPurposeEnum = pgEnum('sms_purpose', ['verify', 'reset'])
export const filePurposeEnum = pgEnum('file_purpose', ['logo', 'document', 'audit_report', 'emblem'])

// ---------------------------------------------------------------- identity

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored normalised (no +977 prefix, no dash) so one number is one account.
    mobile: text('mobile').notNull(),
    email: text('email'),
    dao_registration_no: text('dao_registration_no'),
    // For an NGO's people: 'admin' (NGO admin: invites, removes, changes roles)
    // or 'user' (a member, or a person who belongs to no NGO yet).
    role: roleEnum('role').notNull().default('user'),
    // The NGO this person belongs to (decision 092): at most one, so one
    // column. Triggers of the members migration keep ngo_profiles.user_id (the
    // contact admin) one of the profile's admins.
    profile_id: integer('profile_id').references((): AnyPgColumn => ngoProfiles.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    password_hash: text('password_hash').notNull(),
    // When a session of this person last began: the People section shows it.
    // Announced as bookkeeping (migration 0027), so a sign-in empties only
    // the kept people of the person's NGO.
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_mobile_unique').on(t.mobile), index('users_profile_idx').on(t.profile_id, t.role)],
)

// Server-side sessions back both the API token and the browser cookie, so
// logout and a password reset can revoke every one of a user's sessions at once.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('token'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
)

// A browser or API client that once signed in to the account (decision 023):
// failures from anywhere else never close the account to it. Only a hash of
// its random token is kept; the token is replaced on each sign-in, and
// `failures` counts wrong passwords sent with it since, so a stolen token
// buys a guesser no more than a few tries.
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_devices_token_hash_unique').on(t.token_hash), index('sign_in_devices_user_idx').on(t.user_id)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: smsPurposeEnum('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    // A reset code asked for by a known device of the account (sign_in_devices.id, which a
    // sign-in replaces): such a device's requests count against its own send limits (decision 023).
    device_id: bigint('device_id', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.created_at)],
)

// SMS the gateway did not take after a retry (lib/sms/failures.ts), for the
// super administrator's dashboard. Kept 30 days. The text is not kept: it may
// hold a code.
export const smsSendFailures = pgTable(
  'sms_send_failures',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull(),
    mobile: text('mobile').notNull(),
    reason: text('reason').notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_send_failures_failed_at_idx').on(t.failed_at)],
)

// Fixed-window counters (the day's SMS budget) kept in the database so several
// app instances share them.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] }), index('rate_limit_expires_idx').on(t.expires_at)],
)

// One row per counted try (lib/attempts.ts): a sign-in or a code entered for a
// mobile (subject), or an SMS asked for by a client address (subject and
// address alike), stamped with the client's address and the time, so limits
// per client, per account and per account across clients slide with time.
// Rows older than a day are pruned as new ones arrive.
export const requestAttempts = pgTable(
  'request_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_attempts_subject_idx').on(t.kind, t.subject, t.attempted_at), index('request_attempts_time_idx').on(t.attempted_at)],
)

// ---------------------------------------------------------------- reference content

export const organizationTypes = pgTable(
  'organization_types',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    // Optional English name; English pages fall back to the Nepali one.
    type_en: text('type_en'),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('organization_types_type_unique').on(t.type)],
)

// Target groups and thematic scopes share one table, as the spec's API does.
export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    type: optionTypeEnum('type').notNull(),
    active: boolean('active').notNull().default(true),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('options_type_name_unique').on(t.type, t.name)],
)

export const financialYears = pgTable(
  'financial_years',
  {
    id: serial('id').primaryKey(),
    // Nepali digits, as shown: २०८०/८१. Writes normalise to this form.
    financial_year: text('financial_year').notNull(),
    from: date('from', { mode: 'string' }),
    to: date('to', { mode: 'string' }),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('financial_years_financial_year_unique').on(t.financial_year)],
)

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    english: text('english').notNull(),
    nepali: text('nepali').notNull(),
    hint: text('hint'),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_english_unique').on(t.english)],
)

export const documentConfigs = pgTable(
  'document_configs',
  {
    id: serial('id').primaryKey(),
    document_name: text('document_name').notNull(),
    document_name_en: text('document_name_en'),
    renewal_time_period_in_year: integer('renewal_time_period_in_year').notNull().default(0),
    mandatory: boolean('mandatory').notNull().default(false),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('document_configs_name_unique').on(t.document_name)],
)

export const organizationalStructureConfigs = pgTable(
  'organizational_structure_configs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    ethnicity: ethnicityEnum('ethnicity').notNull(),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('organizational_structure_configs_unique').on(t.ethnicity, t.name)],
)

export const rulesRegulationsPlanConfigs = pgTable(
  'rules_regulations_plan_configs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('rules_regulations_plan_configs_name_unique').on(t.name)],
)

// The municipality's wards (decision 098): reference content of the content
// pages, seeded with the default municipality's (Lalitpur Metropolitan City,
// 29) and editable for any other. The number is the ward's own (वडा नं. ५);
// the names are how pages show it.
export const wards = pgTable(
  'wards',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('wards_number_unique').on(t.number), check('wards_number_positive', sql`${t.number} > 0`)],
)

// ---------------------------------------------------------------- files

export const storedFiles = pgTable(
  'stored_files',
  {
    // Random, unguessable; also the name under the storage root.
    id: text('id').primaryKey(),
    purpose: filePurposeEnum('purpose').notNull(),
    mime_type: text('mime_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    original_name: text('original_name'),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    profile_id: integer('profile_id').references((): AnyPgColumn => ngoProfiles.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_profile_idx').on(t.profile_id)],
)

// ---------------------------------------------------------------- NGO profile

export const STRUCTURE_GROUPS = ['ordinary_member', 'working_committee', 'employee', 'volunteer'] as const
export const CURRENT_STRUCTURE_GROUPS = ['co_ordinary_member', 'co_working_committee', 'co_volunteer', 'co_employee'] as const
export const GENDERS = ['male', 'female', 'lgbtqi'] as const

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const ngoProfiles = pgTable(
  'ngo_profiles',
  {
    id: serial('id').primaryKey(),
    // The contact admin: one of the profile's NGO admins (users.profile_id,
    // role admin), kept so by triggers (decision 092); null while the profile
    // has no people (an imported one). The record outlives a removed account.
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    logo: text('logo').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    name_en: text('name_en'),
    name_acronym: text('name_acronym'),
    organization_type_id: integer('organization_type_id').references(() => organizationTypes.id, {
      onDelete: 'restrict',
    }),
    location: text('location'),
    // Where the office is, and where the NGO works (decision 098): its wards in
    // profile_wards, or the whole municipality, which covers a ward added later.
    office_ward_id: integer('office_ward_id').references((): AnyPgColumn => wards.id, { onDelete: 'restrict' }),
    whole_municipality: boolean('whole_municipality').notNull().default(false),
    house_no: text('house_no'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    contact_person_name: text('contact_person_name'),
    contact_person_post: text('contact_person_post'),
    contact_person_phone: text('contact_person_phone'),
    contact_person_email: text('contact_person_email'),
    head_person_name: text('head_person_name'),
    head_person_post: text('head_person_post'),
    head_person_phone: text('head_person_phone'),
    head_person_email: text('head_person_email'),
    head_person_last_elected: date('head_person_last_elected', { mode: 'string' }),
    dao_registration_no: text('dao_registration_no'),
    dao_district: districtEnum('dao_district'),
    dao_district_name: text('dao_district_name'),
    dao_registration_date: date('dao_registration_date', { mode: 'string' }),
    dao_last_renewal_date: date('dao_last_renewal_date', { mode: 'string' }),
    sw_registration_no: text('sw_registration_no'),
    sw_registration_date: date('sw_registration_date', { mode: 'string' }),
    sw_last_renewal_date: date('sw_last_renewal_date', { mode: 'string' }),
    ngo_registration_no: text('ngo_registration_no'),
    ngo_registration_date: date('ngo_registration_date', { mode: 'string' }),
    ngo_last_renewal_date: date('ngo_last_renewal_date', { mode: 'string' }),
    lmc_registration_no: text('lmc_registration_no'),
    tax_registration_no: text('tax_registration_no'),
    latest_audit_report_date: date('latest_audit_report_date', { mode: 'string' }),
    last_annual_meet_or_adheebesan_date: date('last_annual_meet_or_adheebesan_date', { mode: 'string' }),
    vision: text('vision'),
    mission: text('mission'),
    goal: text('goal'),
    objectives: text('objectives'),
    program_area: text('program_area'),
    thematic_scope: text('thematic_scope'),
    major_programs: text('major_programs'),
    target_group: text('target_group'),
    major_achievements: text('major_achievements'),
    major_challenges: text('major_challenges'),
    // Derived from dao_registration_date (spec section 5), Latin digits: 2080/81.
    registration_fiscal_year: text('registration_fiscal_year'),
    status: profileStatusEnum('status').notNull().default('new_registration'),
    is_verified: boolean('is_verified').notNull().default(false),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    // Completeness flags (1 or 0), always computed by the server.
    complete_ngo_profile: smallint('complete_ngo_profile').notNull().default(0),
    complete_thematic_scope: smallint('complete_thematic_scope').notNull().default(0),
    complete_target_group: smallint('complete_target_group').notNull().default(0),
    complete_associate_partnershipfirm_office_keyperson: smallint('complete_associate_partnershipfirm_office_keyperson')
      .notNull()
      .default(0),
    complete_rules_regulations_plan: smallint('complete_rules_regulations_plan').notNull().default(0),
    complete_current_organizational_structure: smallint('complete_current_organizational_structure').notNull().default(0),
    complete_annual_budget: smallint('complete_annual_budget').notNull().default(0),
    complete_document: smallint('complete_document').notNull().default(0),
    is_complete: boolean('is_complete').notNull().default(false),
    // Profile-level organisational structure: four groups by gender.
    ordinary_member_male: integer('ordinary_member_male').notNull().default(0),
    ordinary_member_female: integer('ordinary_member_female').notNull().default(0),
    ordinary_member_lgbtqi: integer('ordinary_member_lgbtqi').notNull().default(0),
    working_committee_male: integer('working_committee_male').notNull().default(0),
    working_committee_female: integer('working_committee_female').notNull().default(0),
    working_committee_lgbtqi: integer('working_committee_lgbtqi').notNull().default(0),
    employee_male: integer('employee_male').notNull().default(0),
    employee_female: integer('employee_female').notNull().default(0),
    employee_lgbtqi: integer('employee_lgbtqi').notNull().default(0),
    volunteer_male: integer('volunteer_male').notNull().default(0),
    volunteer_female: integer('volunteer_female').notNull().default(0),
    volunteer_lgbtqi: integer('volunteer_lgbtqi').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ngo_profiles_user_unique').on(t.user_id),
    // Admin list filters and the public list (verified + active), newest first.
    index('ngo_profiles_status_verified_idx').on(t.status, t.is_verified, t.id),
    index('ngo_profiles_complete_idx').on(t.is_complete, t.id),
    // Dashboard: month windows and the fiscal-year graph.
    index('ngo_profiles_dao_registration_date_idx').on(t.dao_registration_date),
    // Dashboard counts by type (verified, active...) within the month windows.
    index('ngo_profiles_dashboard_counts_idx').on(t.is_verified, t.status, t.dao_registration_date),
    // Human-resource and structure sums read from the index alone (index-only scan).
    index('ngo_profiles_structure_counts_idx').on(
      t.ordinary_member_male,
      t.ordinary_member_female,
      t.ordinary_member_lgbtqi,
      t.working_committee_male,
      t.working_committee_female,
      t.working_committee_lgbtqi,
      t.employee_male,
      t.employee_female,
      t.employee_lgbtqi,
      t.volunteer_male,
      t.volunteer_female,
      t.volunteer_lgbtqi,
    ),
    index('ngo_profiles_registration_fiscal_year_idx').on(t.registration_fiscal_year),
    index('ngo_profiles_organization_type_idx').on(t.organization_type_id),
    // The ward filter (lib/profile/wards.ts inWard) gathers a ward's ids from indexes alone.
    index('ngo_profiles_office_ward_idx').on(t.office_ward_id, t.id),
    index('ngo_profiles_whole_municipality_idx').on(t.id).where(sql`${t.whole_municipality}`),
    // The public's rule (listedProfile), checked by id without reading the wide row: a filtered list's count.
    index('ngo_profiles_listed_idx').on(t.id).where(sql`${t.status} = 'active' and ${t.is_verified} = true`),
    index('ngo_profiles_dao_registration_no_idx').on(t.dao_registration_no),
    // The admin list's field search (`search_by` + `search`, a substring match):
    // trigram indexes let ILIKE '%text%' skip the profiles that cannot match.
    ...(['name', 'name_en', 'location', 'phone', 'contact_person_name', 'head_person_name', 'dao_registration_no'] as const).map((column) =>
      index(`ngo_profiles_${column}_trgm_idx`).using('gin', sql`${t[column]} gin_trgm_ops`),
    ),
    check('ngo_profiles_structure_non_negative', sql`least(${t.ordinary_member_male}, ${t.ordinary_member_female}, ${t.ordinary_member_lgbtqi}, ${t.working_committee_male}, ${t.working_committee_female}, ${t.working_committee_lgbtqi}, ${t.employee_male}, ${t.employee_female}, ${t.employee_lgbtqi}, ${t.volunteer_male}, ${t.volunteer_female}, ${t.volunteer_lgbtqi}) >= 0`),
  ],
)

// The free-text search (lib/profile/search.ts) reads this narrow copy of each
// profile's words instead of the wide profile rows, so a common word that
// matches thousands of profiles is ranked in a few milliseconds. Triggers of
// migration 0005 keep it in step with ngo_profiles; nothing else writes it.
export const profileSearch = pgTable(
  'profile_search',
  {
    profile_id: integer('profile_id')
      .primaryKey()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    /** Shown to the public: verified and active. */
    listed: boolean('listed').notNull(),
    /** Words of the names (Nepali and English) and acronym. */
    names: tsvector('names').notNull(),
    /** Words of the names, acronym, location and programmes. */
    document: tsvector('document').notNull(),
  },
  (t) => [index('profile_search_document_idx').using('gin', t.document)],
)

// Every word of every profile's search document, for typo tolerance: a
// misspelt query word also looks for the known words closest to it (pg_trgm),
// found by a nearest-neighbour scan of a GiST trigram index over these short
// words. Kept by triggers of migration 0005; a word no profile uses any more
// does no harm.
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
])

// The version of each section of a profile (decision 059): a save names the
// version it was based on, and one based on an older version is refused, so
// two people editing the same section cannot silently undo each other. A
// profile counts its saves once across its sections (the next version is one
// more than its highest), so one number also says "as of this read" for the
// whole profile. No row: the section was never saved with versions (0).
export const profileSectionVersions = pgTable(
  'profile_section_versions',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    version: integer('version').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.section] })],
)

// Thematic scopes and target groups a profile works on.
export const profileOptions = pgTable(
  'profile_options',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    option_id: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.option_id] }), index('profile_options_option_idx').on(t.option_id, t.profile_id)],
)

// The wards a profile works in, besides its office ward (decision 098).
export const profileWards = pgTable(
  'profile_wards',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    ward_id: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.ward_id] }), index('profile_wards_ward_idx').on(t.ward_id, t.profile_id)],
)

export const currentOrganizationalStructures = pgTable(
  'current_organizational_structures',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    organizational_structure_config_id: integer('organizational_structure_config_id').references(
      () => organizationalStructureConfigs.id,
      { onDelete: 'restrict' },
    ),
    name: text('name').notNull(),
    ethnicity: ethnicityEnum('ethnicity').notNull(),
    co_ordinary_member_male: integer('co_ordinary_member_male').notNull().default(0),
    co_ordinary_member_female: integer('co_ordinary_member_female').notNull().default(0),
    co_ordinary_member_lgbtqi: integer('co_ordinary_member_lgbtqi').notNull().default(0),
    co_working_committee_male: integer('co_working_committee_male').notNull().default(0),
    co_working_committee_female: integer('co_working_committee_female').notNull().default(0),
    co_working_committee_lgbtqi: integer('co_working_committee_lgbtqi').notNull().default(0),
    co_volunteer_male: integer('co_volunteer_male').notNull().default(0),
    co_volunteer_female: integer('co_volunteer_female').notNull().default(0),
    co_volunteer_lgbtqi: integer('co_volunteer_lgbtqi').notNull().default(0),
    co_employee_male: integer('co_employee_male').notNull().default(0),
    co_employee_female: integer('co_employee_female').notNull().default(0),
    co_employee_lgbtqi: integer('co_employee_lgbtqi').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('current_organizational_structures_profile_idx').on(t.profile_id)],
)

// People (the twelve counts together) and rows per group and name over every
// profile's current organisational structure. The dashboard's caste-group and
// disability totals read these few rows instead of summing every structure
// row. Triggers of migration 0007 keep it in step with
// current_organizational_structures; nothing else writes it.
export const organizationalStructureTotals = pgTable(
  'organizational_structure_totals',
  {
    ethnicity: ethnicityEnum('ethnicity').notNull(),
    name: text('name').notNull(),
    people: bigint('people', { mode: 'number' }).notNull(),
    row_count: integer('row_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ethnicity, t.name] })],
)

export const subjectiveManpowerDetails = pgTable(
  'subjective_manpower_details',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    male: integer('male').notNull().default(0),
    female: integer('female').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subjective_manpower_details_profile_idx').on(t.profile_id)],
)

export const annualBudgets = pgTable(
  'annual_budgets',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    financial_year_id: integer('financial_year_id')
      .notNull()
      .references(() => financialYears.id, { onDelete: 'restrict' }),
    fund_received_from_internal_sources: numeric('fund_received_from_internal_sources', { precision: 16, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    internal_source: text('internal_source'),
    fund_received_from_external_bodies: numeric('fund_received_from_external_bodies', { precision: 16, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    external_body: text('external_body'),
    total_amount: numeric('total_amount', { precision: 17, scale: 2, mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('annual_budgets_profile_idx').on(t.profile_id),
    index('annual_budgets_financial_year_idx').on(t.financial_year_id),
  ],
)

// The money the registry's verified, active NGOs reported (decision 100):
// internal and external funds per fiscal year, and the external amounts per
// spelling of the funding body. Triggers of the wards-and-funds migration keep
// both in step with annual_budgets and with each profile's verification and
// status, so the dashboard reads a few rows instead of summing every budget;
// nothing else writes them.
export const fundYearTotals = pgTable('fund_year_totals', {
  financial_year_id: integer('financial_year_id').primaryKey(),
  internal: numeric('internal', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  external: numeric('external', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  row_count: integer('row_count').notNull(),
})

export const fundingBodyTotals = pgTable('funding_body_totals', {
  // The body as written in the budget row (lib/funds/bodies.ts groups the spellings of one body).
  spelling: text('spelling').primaryKey(),
  amount: numeric('amount', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  row_count: integer('row_count').notNull(),
})

export const associateKeypersons = pgTable(
  'associate_keypersons',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    org_office_keyperson: text('org_office_keyperson'),
    objectives_program: text('objectives_program'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('associate_keypersons_profile_idx').on(t.profile_id)],
)

export const rulesRegulationsPlans = pgTable(
  'rules_regulations_plans',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    rules_regulations_plan_config_id: integer('rules_regulations_plan_config_id').references(
      () => rulesRegulationsPlanConfigs.id,
      { onDelete: 'restrict' },
    ),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    index('rules_regulations_plans_profile_idx').on(t.profile_id),
    index('rules_regulations_plans_config_idx').on(t.rules_regulations_plan_config_id),
    check('rules_regulations_plans_status_flag', sql`${t.status} in (0, 1)`),
  ],
)

export const profileDocuments = pgTable(
  'profile_documents',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    document_config_id: integer('document_config_id')
      .notNull()
      .references(() => documentConfigs.id, { onDelete: 'restrict' }),
    name: text('name'),
    file_id: text('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    valid_till: date('valid_till', { mode: 'string' }),
    renewal_time_period_in_year: integer('renewal_time_period_in_year'),
    annual_budget_financial_year_id: integer('annual_budget_financial_year_id').references(() => financialYears.id, {
      onDelete: 'restrict',
    }),
    last_renewal_date: date('last_renewal_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('profile_documents_profile_config_unique').on(t.profile_id, t.document_config_id),
    index('profile_documents_config_idx').on(t.document_config_id),
    // Renewal reminders scan by expiry.
    index('profile_documents_valid_till_idx').on(t.valid_till),
  ],
)

// Renewal reminders sent (npm run reminders): one row per document, window
// (30 or 7 days before expiry) and expiry date, written before the SMS goes
// out so that a second or concurrent run sends nothing; a renewed document
// (new valid_till) is reminded again.
export const reminderWindowEnum = pgEnum('reminder_window', ['30', '7'])

export const documentReminders = pgTable(
  'document_reminders',
  {
    document_id: integer('document_id')
      .notNull()
      .references(() => profileDocuments.id, { onDelete: 'cascade' }),
    window: reminderWindowEnum('window').notNull(),
    valid_till: date('valid_till', { mode: 'string' }).notNull(),
    sent_to: text('sent_to').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.window, t.valid_till] })],
)

export const auditReports = pgTable(
  'audit_reports',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    annual_budget_financial_year_id: integer('annual_budget_financial_year_id')
      .notNull()
      .references(() => financialYears.id, { onDelete: 'restrict' }),
    file_id: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('audit_reports_profile_idx').on(t.profile_id),
    index('audit_reports_financial_year_idx').on(t.annual_budget_financial_year_id),
  ],
)

// ---------------------------------------------------------------- invitations (decision 092)

// An NGO admin invites a person by mobile number: the SMS carries an 8-digit
// code, kept only as an HMAC bound to that mobile, good for 48 hours, once,
// and burnt by 5 wrong tries. Accepted, the person joins the profile with the
// role it names. Rows stay as the record of who invited whom.
export const profileInvitations = pgTable(
  'profile_invitations',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    role: roleEnum('role').notNull().default('user'),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('profile_invitations_profile_idx').on(t.profile_id, t.created_at),
    // Acceptance looks up the open invitations of the person's mobile.
    index('profile_invitations_mobile_idx').on(t.mobile).where(sql`${t.accepted_at} is null and ${t.cancelled_at} is null`),
    check('profile_invitations_role', sql`${t.role} in ('user', 'admin')`),
  ],
)

// ---------------------------------------------------------------- claims

export const claimStatusEnum = pgEnum('claim_status', ['pending', 'approved', 'refused'])

// A person who signed up with the DAO registration number of a profile that no
// account owns (an imported one) asks for it. A claim whose mobile matched the
// profile's contact or head person is approved at once; any other waits for
// the super administrator (lib/profile/claims.ts).
export const profileClaims = pgTable(
  'profile_claims',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: claimStatusEnum('status').notNull().default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_claims_profile_user_unique').on(t.profile_id, t.user_id),
    // The review list: pending claims, oldest first.
    index('profile_claims_pending_idx').on(t.created_at).where(sql`${t.status} = 'pending'`),
    index('profile_claims_user_idx').on(t.user_id),
  ],
)

// ---------------------------------------------------------------- yearly renewal (decision 080)

// Verification admits an NGO once; renewal is the municipality's yearly work.
// The super administrator opens one cycle per fiscal year with a deadline and
// the items a renewal needs; each NGO's standing for a cycle is worked out
// from the deadline, its submissions and today's Kathmandu date
// (lib/renewals/standing.ts), never stored, so it changes at midnight without
// a write.
export const renewalCycleStateEnum = pgEnum('renewal_cycle_state', ['open', 'closed'])
export const renewalSubmissionStateEnum = pgEnum('renewal_submission_state', ['submitted', 'changes_requested', 'accepted'])
export const renewalDecisionEnum = pgEnum('renewal_decision', ['accept', 'changes'])

export const renewalCycles = pgTable(
  'renewal_cycles',
  {
    id: serial('id').primaryKey(),
    financial_year_id: integer('financial_year_id')
      .notNull()
      .references(() => financialYears.id, { onDelete: 'restrict' }),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    // The current deadline; each extension is kept in renewal_cycle_extensions.
    deadline: date('deadline', { mode: 'string' }).notNull(),
    // What a renewal needs: [{kind: 'document', document_config_id}, {kind: 'part', part}] (lib/renewals/schemas.ts).
    items: jsonb('items').notNull(),
    state: renewalCycleStateEnum('state').notNull().default('open'),
    opened_by: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renewal_cycles_financial_year_unique').on(t.financial_year_id),
    // The cycle in force: the newest one that has started.
    index('renewal_cycles_starts_on_idx').on(t.starts_on),
    check('renewal_cycles_deadline_after_start', sql`${t.deadline} >= ${t.starts_on}`),
  ],
)

export const renewalCycleExtensions = pgTable(
  'renewal_cycle_extensions',
  {
    id: serial('id').primaryKey(),
    cycle_id: integer('cycle_id')
      .notNull()
      .references(() => renewalCycles.id, { onDelete: 'cascade' }),
    old_deadline: date('old_deadline', { mode: 'string' }).notNull(),
    new_deadline: date('new_deadline', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    extended_by: integer('extended_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('renewal_cycle_extensions_cycle_idx').on(t.cycle_id), check('renewal_cycle_extensions_later', sql`${t.new_deadline} > ${t.old_deadline}`)],
)

// A submission is a snapshot of the renewal's items as sent. A resubmission
// (after changes were requested) is a new row, and the one it replaces points
// at it, so the history of a cycle stays readable; the current submission of
// an NGO for a cycle is the one nothing superseded.
export const renewalSubmissions = pgTable(
  'renewal_submissions',
  {
    id: serial('id').primaryKey(),
    cycle_id: integer('cycle_id')
      .notNull()
      .references(() => renewalCycles.id, { onDelete: 'restrict' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').notNull(),
    state: renewalSubmissionStateEnum('state').notNull().default('submitted'),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    // When the last section decision settled the state (accepted: the renewal date).
    decided_at: timestamp('decided_at', { withTimezone: true }),
    superseded_by: integer('superseded_by').references((): AnyPgColumn => renewalSubmissions.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One current submission per NGO and cycle; the lists' standing reads it by cycle and state.
    uniqueIndex('renewal_submissions_current_unique').on(t.cycle_id, t.profile_id).where(sql`${t.superseded_by} is null`),
    index('renewal_submissions_current_state_idx').on(t.cycle_id, t.state, t.profile_id).where(sql`${t.superseded_by} is null`),
    index('renewal_submissions_profile_idx').on(t.profile_id, t.cycle_id),
  ],
)

// The reasons a reviewer chooses from when asking for changes: a reference
// list of the content pages, Nepali and English, versioned like the others.
export const renewalReasons = pgTable(
  'renewal_reasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    ...referenceVersion,
    ...timestamps,
  },
  (t) => [uniqueIndex('renewal_reasons_name_unique').on(t.name)],
)

export const renewalSectionDecisions = pgTable(
  'renewal_section_decisions',
  {
    id: serial('id').primaryKey(),
    submission_id: integer('submission_id')
      .notNull()
      .references(() => renewalSubmissions.id, { onDelete: 'cascade' }),
    // An item of the cycle ('document:3', 'part:committee').
    section: text('section').notNull(),
    decision: renewalDecisionEnum('decision').notNull(),
    // A reason of the reason list (/content/renewal-reasons); free text beside it.
    reason_id: integer('reason_id').references(() => renewalReasons.id, { onDelete: 'restrict' }),
    reason_text: text('reason_text'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('renewal_section_decisions_submission_idx').on(t.submission_id, t.section)],
)

// Renewal reminders of a cycle (npm run reminders, decision 091): one row per
// NGO, cycle and window (30 and 7 days before the deadline, 1 day after),
// written before the SMS leaves, so a second run, or two at once, send
// nothing more; a send that fails gives its row back.
export const renewalReminderWindowEnum = pgEnum('renewal_reminder_window', ['30', '7', 'after'])

export const renewalRemindersSent = pgTable(
  'renewal_reminders_sent',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    cycle_id: integer('cycle_id')
      .notNull()
      .references(() => renewalCycles.id, { onDelete: 'cascade' }),
    window: renewalReminderWindowEnum('window').notNull(),
    sent_to: text('sent_to').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.cycle_id, t.window] }), index('renewal_reminders_sent_cycle_idx').on(t.cycle_id)],
)

// ---------------------------------------------------------------- SMS notices (decision 091)

// A notice the super administrator sends by SMS to the NGOs of a list filter.
// The send answers at once: the recipients are queued here, with the SMS
// parts already taken from the day's notice budget, and delivered in the
// background; each recipient's state is the progress.
export const smsNoticeRecipientStateEnum = pgEnum('sms_notice_recipient_state', ['pending', 'sent', 'failed'])

export const smsNotices = pgTable('sms_notices', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  // The NGO list's filter as sent (lib/profile/schemas.ts profileListQuery).
  filter: jsonb('filter').notNull(),
  recipients: integer('recipients').notNull(),
  parts_per_message: integer('parts_per_message').notNull(),
  parts: integer('parts').notNull(),
  sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
})

export const smsNoticeRecipients = pgTable(
  'sms_notice_recipients',
  {
    notice_id: integer('notice_id')
      .notNull()
      .references(() => smsNotices.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    sent_to: text('sent_to').notNull(),
    state: smsNoticeRecipientStateEnum('state').notNull().default('pending'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notice_id, t.profile_id] }), index('sms_notice_recipients_pending_idx').on(t.notice_id).where(sql`${t.state} = 'pending'`)],
)

// ---------------------------------------------------------------- registration certificates (decision 096)

// Each certificate issued to a verified NGO: what it says as issued (so the
// same certificate can be drawn again, identical), who asked and when. Asking
// again with nothing changed finds the live one by its fingerprint; a change
// of what it says issues a new one and the old one points at it. The
// verification page (/verify/<code>) reads the row the code names.
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    // Printed on the certificate: the Bikram Sambat year of issue and the id ('2082-00017').
    serial: text('serial').notNull(),
    // What the certificate says (lib/certificates/content.ts): names, numbers, dates, the standing on the day of issue.
    content: jsonb('content').notNull(),
    // SHA-256 of the content without the day of issue.
    fingerprint: text('fingerprint').notNull(),
    issued_by: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    replaced_by: integer('replaced_by').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    replaced_at: timestamp('replaced_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revoke_reason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificates_serial_unique').on(t.serial),
    // One live certificate per NGO: neither replaced nor revoked.
    uniqueIndex('certificates_live_unique').on(t.profile_id).where(sql`${t.replaced_at} is null and ${t.revoked_at} is null`),
    index('certificates_profile_idx').on(t.profile_id, t.issued_at),
    check('certificates_revoked_with_reason', sql`(${t.revoked_at} is null) = (${t.revoke_reason} is null)`),
  ],
)

// The municipality's emblem on the certificates (/content/emblem): one row at
// most, naming a stored image (PNG, re-encoded by the portal).
export const municipalityEmblem = pgTable(
  'municipality_emblem',
  {
    id: smallint('id').primaryKey().default(1),
    file_id: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('municipality_emblem_one_row', sql`${t.id} = 1`)],
)

// ---------------------------------------------------------------- duplicates and merges (decisions 094, 095)

// What two profiles are compared by (decision 094): each profile's DAO
// registration number, phones and names in a normalised form (`dao`, `phone`,
// `name`). Kept by the triggers of ngo_profiles (migration 0024); nothing
// else writes it.
export const profileKeys = pgTable(
  'profile_keys',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.kind, t.value] }), index('profile_keys_value_idx').on(t.kind, t.value)],
)

// The parts of every name key (decision 094): a name within two edits of
// another shares one of these with it, at a place the search can predict, so
// near names are found by equality instead of by comparing every pair. Kept
// with profile_keys; a name no profile holds any more does no harm.
export const profileNameParts = pgTable(
  'profile_name_parts',
  {
    part: text('part').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.part, t.name] }), index('profile_name_parts_name_idx').on(t.name)],
)

// Pairs of profiles that resemble each other, and by what (`reasons`: dao,
// phone, name). Kept by the same triggers; the lower id comes first.
export const profileDuplicates = pgTable(
  'profile_duplicates',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    other_id: integer('other_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    reasons: text('reasons').array().notNull(),
    found_at: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profile_id, t.other_id] }),
    index('profile_duplicates_other_idx').on(t.other_id),
    index('profile_duplicates_found_at_idx').on(t.found_at),
    check('profile_duplicates_ordered', sql`${t.profile_id} < ${t.other_id}`),
  ],
)

// A pair the super administrator looked at and found to be two organisations:
// the list of possible duplicates leaves it out for as long as this row stays.
export const profileDuplicateDismissals = pgTable(
  'profile_duplicate_dismissals',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    other_id: integer('other_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'cascade' }),
    dismissed_by: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profile_id, t.other_id] }),
    index('profile_duplicate_dismissals_other_idx').on(t.other_id),
    check('profile_duplicate_dismissals_ordered', sql`${t.profile_id} < ${t.other_id}`),
  ],
)

// One merge of a profile into another (lib/profile/merge.ts): the merged
// profile's row as it was (its own row is then deleted), what moved, and the
// address it answers from now on. The merged profile's id stays reserved
// here, so /profile/{merged} redirects to the kept profile. A merge record is
// the only copy of the merged row and of the rows set aside, so the kept
// profile cannot be deleted while it names it (restrict); a later merge of
// the kept profile moves the record on to the next one.
export const profileMerges = pgTable(
  'profile_merges',
  {
    id: serial('id').primaryKey(),
    kept_profile_id: integer('kept_profile_id')
      .notNull()
      .references(() => ngoProfiles.id, { onDelete: 'restrict' }),
    merged_profile_id: integer('merged_profile_id').notNull(),
    /** The merged profile's row as it was before the merge. */
    merged_profile: jsonb('merged_profile').notNull(),
    /** Rows moved and rows set aside, by table. */
    summary: jsonb('summary').notNull(),
    merged_by: integer('merged_by').references(() => users.id, { onDelete: 'set null' }),
    merged_at: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_merges_merged_unique').on(t.merged_profile_id), index('profile_merges_kept_idx').on(t.kept_profile_id)],
)

// Rows of the merged profile that clashed with the kept one's (a budget of the
// same fiscal year, a document of the same type...): kept here as they were,
// never deleted, for the super administrator to look at.
export const profileMergeSetAside = pgTable(
  'profile_merge_set_aside',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merge_id: integer('merge_id')
      .notNull()
      .references(() => profileMerges.id, { onDelete: 'cascade' }),
    table_name: text('table_name').notNull(),
    row: jsonb('row').notNull(),
  },
  (t) => [index('profile_merge_set_aside_merge_idx').on(t.merge_id)],
)

// ---------------------------------------------------------------- audit log

// Every write: who, what, when, before and after. The change history and the
// action log read from here, so profile_id survives the profile's removal.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_role: roleEnum('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    profile_id: integer('profile_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_profile_idx').on(t.profile_id, t.created_at),
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_user_id, t.created_at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
)

export type User = typeof users.$inferSelect
export type NgoProfile = typeof ngoProfiles.$inferSelect
export type Option = typeof options.$inferSelect
export type FinancialYear = typeof financialYears.$inferSelect
export type Translation = typeof translations.$inferSelect
export type Ward = typeof wards.$inferSelect

// Which seed items were ever inserted, so a start never re-adds a row the
// administrator deleted or overwrites one they edited.
export const seededItems = pgTable(
  'seeded_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
)
