// Realistic demo NGOs for dashboard work and benchmarks (`npm run seed:demo`).
// Each profile gets its own NGO user and every section filled, except in the
// incomplete ones, whose completeness flags follow the same rules the portal
// applies after a save (lib/profile/completeness.ts).
//
// Speed: rows are built in JavaScript and written 1000 profiles at a time, each
// table in one statement (`json_populate_recordset`), two batches in flight.
import { createHash, randomBytes } from 'node:crypto'
import type pg from 'pg'
import { fiscalYearOfAdString, toNepaliDigits } from '@/lib/calendar'
import { computeCompleteness, type CompletenessFacts } from '@/lib/profile/completeness'

export const DEMO_PASSWORD = 'demo-ngo-password'
/** Demo NGO users have mobiles 96xxxxxxxx, counted up from the highest one present. */
const DEMO_MOBILE_PREFIX = '96'
const BATCH_SIZE = 1000
const CONCURRENCY = 2
const DAY_MS = 86_400_000

// ---------------------------------------------------------------- word lists (Nepali, English)

const PLACES: [string, string][] = [
  ['पाटन', 'Patan'], ['जावलाखेल', 'Jawalakhel'], ['पुल्चोक', 'Pulchowk'], ['लगनखेल', 'Lagankhel'], ['कुपण्डोल', 'Kupondole'],
  ['सानेपा', 'Sanepa'], ['इमाडोल', 'Imadol'], ['भैसेपाटी', 'Bhaisepati'], ['ग्वार्को', 'Gwarko'], ['खुमलटार', 'Khumaltar'],
  ['हरिसिद्धि', 'Harisiddhi'], ['ठैब', 'Thaiba'], ['सातदोबाटो', 'Satdobato'], ['चापागाउँ', 'Chapagaun'], ['बुङ्मती', 'Bungamati'],
  ['खोकना', 'Khokana'], ['मंगलबजार', 'Mangal Bazaar'], ['नख्खु', 'Nakhu'], ['धोबीघाट', 'Dhobighat'], ['सैंबु', 'Sainbu'],
  ['च्यासल', 'Chyasal'], ['हात्तीवन', 'Hattiban'], ['धापाखेल', 'Dhapakhel'], ['थेचो', 'Thecho'],
]
const FOCUSES: [string, string][] = [
  ['सामुदायिक', 'Community'], ['महिला', 'Women'], ['युवा', 'Youth'], ['बाल', 'Child'], ['ग्रामीण', 'Rural'],
  ['दलित', 'Dalit'], ['अपाङ्गता', 'Disability'], ['वातावरण', 'Environment'], ['स्वास्थ्य', 'Health'], ['शिक्षा', 'Education'],
  ['कृषि', 'Agriculture'], ['जनचेतना', 'Public Awareness'], ['सामाजिक', 'Social'], ['मानव अधिकार', 'Human Rights'], ['हरियाली', 'Green'],
  ['सिर्जनशील', 'Creative'], ['एकता', 'Unity'], ['नवप्रभात', 'New Dawn'], ['ज्येष्ठ नागरिक', 'Senior Citizens'], ['किशोरी', 'Adolescent Girls'],
]
const PURPOSES: [string, string][] = [
  ['विकास', 'Development'], ['सेवा', 'Service'], ['उत्थान', 'Upliftment'], ['सशक्तीकरण', 'Empowerment'], ['जागरण', 'Awakening'],
  ['संरक्षण', 'Protection'], ['कल्याण', 'Welfare'], ['प्रवर्द्धन', 'Promotion'], ['सहयोग', 'Support'], ['अभियान', 'Campaign'],
]
const KINDS: [string, string][] = [
  ['मञ्च', 'Forum'], ['केन्द्र', 'Centre'], ['समाज', 'Society'], ['संघ', 'Association'], ['परिषद्', 'Council'],
  ['समिति', 'Committee'], ['संस्था', 'Organization'], ['क्लब', 'Club'], ['प्रतिष्ठान', 'Foundation'], ['सञ्जाल', 'Network'],
]
const GIVEN_NAMES = ['राम', 'सीता', 'हरि', 'गीता', 'कृष्ण', 'सरिता', 'बिनोद', 'सुनिता', 'प्रकाश', 'मीना', 'दीपक', 'अनिता', 'सुरेश', 'कमला', 'रमेश', 'लक्ष्मी', 'बिकास', 'पुष्पा', 'राजेन्द्र', 'सविता', 'निर्मला', 'सुमन']
const FAMILY_NAMES = ['श्रेष्ठ', 'महर्जन', 'शाक्य', 'बज्राचार्य', 'तामाङ', 'गुरुङ', 'मगर', 'राई', 'थापा', 'अधिकारी', 'पौडेल', 'खड्का', 'विश्वकर्मा', 'परियार', 'यादव', 'मियाँ', 'शर्मा', 'कार्की', 'डंगोल', 'न्यौपाने']
const HEAD_POSTS = ['अध्यक्ष', 'कार्यकारी अध्यक्ष', 'संयोजक']
const CONTACT_POSTS = ['सचिव', 'कार्यक्रम संयोजक', 'कोषाध्यक्ष', 'कार्यकारी निर्देशक']
const MANPOWER_SUBJECTS = ['सामाजिक परिचालक', 'लेखापाल', 'कार्यक्रम अधिकृत', 'स्वास्थ्यकर्मी', 'शिक्षक', 'कानुनी सल्लाहकार', 'प्राविधिक सहायक']
const PARTNERS = ['ललितपुर महानगरपालिका', 'समाज कल्याण परिषद्', 'UNICEF Nepal', 'Save the Children', 'ActionAid Nepal', 'महिला, बालबालिका तथा ज्येष्ठ नागरिक मन्त्रालय', 'Helvetas Nepal', 'नेपाल रेडक्रस सोसाइटी']
const INTERNAL_SOURCES = ['सदस्यता शुल्क', 'स्थानीय चन्दा', 'सेवा शुल्क', 'बचत तथा ब्याज']

// ---------------------------------------------------------------- helpers

type Random = () => number

// Seeded, so two runs with the same start produce the same NGOs.
function generator(seed: number): Random {
  let state = seed | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))
const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items]
  const chosen: T[] = []
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0])
  return chosen
}
/** A name as clerks type it: now and then in capitals or with a stray space (the dashboard counts them as one body, decision 100). */
function spelledAsTyped(random: Random, name: string) {
  const roll = random()
  return roll < 0.1 ? name.toUpperCase() : roll < 0.15 ? ` ${name}  ` : name
}
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)
const person = (random: Random) => `${pick(random, GIVEN_NAMES)} ${pick(random, FAMILY_NAMES)}`
const mobileOf = (random: Random) => `98${String(between(random, 0, 99_999_999)).padStart(8, '0')}`

/** `insert into table (columns) select columns from json_populate_recordset(...)`: one statement, one parameter. */
async function insertRows<Row extends Record<string, unknown>>(client: pg.PoolClient, table: string, rows: Row[], returning?: string) {
  if (rows.length === 0) return []
  const columns = Object.keys(rows[0]).map((column) => `"${column}"`).join(', ')
  const result = await client.query(
    `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)${returning ? ` returning ${returning}` : ''}`,
    [JSON.stringify(rows)],
  )
  return result.rows as Record<string, unknown>[]
}

// A one-page PDF every demo document and audit report points to.
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const DEMO_FILE_NAME = 'demo-document.pdf'

// ---------------------------------------------------------------- reference content the profiles use

type Reference = {
  thematicScopes: number[]
  targetGroups: number[]
  organizationTypes: number[]
  structureConfigs: { id: number; name: string; ethnicity: 'tribe' | 'people_with_disability' }[]
  rulesConfigs: { id: number; name: string }[]
  documentConfigs: { id: number; document_name: string; renewal_time_period_in_year: number; mandatory: boolean }[]
  /** Newest first, at most five. */
  financialYears: { id: number; financial_year: string; from: string | null }[]
  /** Ward ids by number (decision 098). */
  wards: Map<number, number>
}

async function readReference(client: pg.PoolClient): Promise<Reference> {
  const options = await client.query<{ id: number; type: string }>(`select id, type from options where active order by id`)
  const types = await client.query<{ id: number }>(`select id from organization_types order by id`)
  const structure = await client.query(`select id, name, ethnicity from organizational_structure_configs order by id`)
  const rules = await client.query(`select id, name from rules_regulations_plan_configs order by id`)
  const documents = await client.query(`select id, document_name, renewal_time_period_in_year, mandatory from document_configs order by id`)
  const wardRows = await client.query<{ id: number; number: number }>(`select id, number from wards order by number`)
  const years = await client.query(
    `select id, financial_year, "from"::text as "from" from financial_years where "from" is null or "from" <= current_date order by "from" desc nulls last limit 5`,
  )
  const reference: Reference = {
    thematicScopes: options.rows.filter((row) => row.type === 'thematic-scope').map((row) => row.id),
    targetGroups: options.rows.filter((row) => row.type === 'target-group').map((row) => row.id),
    organizationTypes: types.rows.map((row) => row.id),
    structureConfigs: structure.rows,
    rulesConfigs: rules.rows,
    documentConfigs: documents.rows,
    financialYears: years.rows,
    wards: new Map(wardRows.rows.map((row) => [row.number, row.id])),
  }
  const missing = Object.entries(reference).filter(([, list]) => (list instanceof Map ? list.size : list.length) === 0).map(([name]) => name)
  if (missing.length) throw new Error(`The database has no reference content for: ${missing.join(', ')}. Start the portal once first.`)
  return reference
}

/** One stored PDF shared by every demo document; reused by later runs. */
async function ensureDemoFile(client: pg.PoolClient, store: (key: string, data: Uint8Array) => Promise<void>): Promise<string> {
  const existing = await client.query<{ id: string }>(`select id from stored_files where original_name = $1 and profile_id is null limit 1`, [DEMO_FILE_NAME])
  if (existing.rows[0]) return existing.rows[0].id
  const id = randomBytes(16).toString('hex')
  await store(id, DEMO_PDF)
  await client.query(`insert into stored_files (id, purpose, mime_type, size_bytes, sha256, original_name) values ($1, 'document', 'application/pdf', $2, $3, $4)`, [
    id,
    DEMO_PDF.length,
    createHash('sha256').update(DEMO_PDF).digest('hex'),
    DEMO_FILE_NAME,
  ])
  return id
}

// ---------------------------------------------------------------- one profile

type Kind = 'verified' | 'unverified' | 'inactive' | 'incomplete'
type OptionalSection = 'thematic_scope' | 'target_group' | 'associate' | 'rules' | 'structure' | 'budget' | 'document' | 'profile'

function kindOf(random: Random): Kind {
  const roll = random()
  if (roll < 0.55) return 'verified'
  if (roll < 0.72) return 'unverified'
  if (roll < 0.78) return 'inactive'
  return 'incomplete'
}

type Built = {
  user: Record<string, unknown>
  profile: Record<string, unknown>
  children: (profileId: number) => Record<string, Record<string, unknown>[]>
}

function buildProfile(index: number, mobile: string, passwordHash: string, now: number, reference: Reference, fileId: string): Built {
  const random = generator(index * 7919 + 17)
  const kind = kindOf(random)
  const skipped = new Set<OptionalSection>()
  if (kind === 'incomplete') {
    const sections: OptionalSection[] = ['thematic_scope', 'target_group', 'associate', 'rules', 'structure', 'budget', 'document', 'profile']
    for (const section of pickSome(random, sections, between(random, 1, 4))) skipped.add(section)
  }

  const place = pick(random, PLACES)
  const focus = pick(random, FOCUSES)
  const purpose = pick(random, PURPOSES)
  const organizationKind = pick(random, KINDS)
  const withPlace = random() < 0.5
  const name = `${withPlace ? `${place[0]} ` : ''}${focus[0]} ${purpose[0]} ${organizationKind[0]}`
  const nameEn = `${withPlace ? `${place[1]} ` : ''}${focus[1]} ${purpose[1]} ${organizationKind[1]}`
  const acronym = nameEn
    .split(' ')
    .map((word) => word[0])
    .join('')
    .toUpperCase()
  const slug = `${nameEn.toLowerCase().replace(/[^a-z]+/g, '-')}-${index}`
  const wardNumbers = [...reference.wards.keys()]
  const ward = pick(random, wardNumbers)
  // Where it works (decision 098): a few NGOs across the whole municipality, most in their own ward and up to three others.
  const everywhere = random() < 0.06
  const workingWards = everywhere ? [] : pickSome(random, wardNumbers, between(random, 0, 3)).filter((number) => number !== ward)

  // More registrations in recent years, spread over the last 30.
  const daysAgo = Math.floor(30 * 365 * (1 - Math.sqrt(random())))
  const registered = now - daysAgo * DAY_MS
  const registrationDate = isoDate(registered)
  const fiscalYear = fiscalYearOfAdString(registrationDate)
  const recent = (maxDays: number) => isoDate(now - between(random, 0, Math.min(maxDays, daysAgo)) * DAY_MS)
  const registrationNo = `${index + 1}/${fiscalYear ? fiscalYear.slice(1) : '000/00'}`

  const structure: Record<string, number> = {}
  const sizes = { ordinary_member: between(random, 15, 300), working_committee: between(random, 5, 15), employee: between(random, 0, 40), volunteer: between(random, 0, 60) }
  for (const [group, size] of Object.entries(sizes)) {
    const lgbtqi = random() < 0.1 ? Math.min(size, between(random, 0, 3)) : 0
    const female = Math.round((size - lgbtqi) * (0.3 + random() * 0.45))
    structure[`${group}_male`] = size - lgbtqi - female
    structure[`${group}_female`] = female
    structure[`${group}_lgbtqi`] = lgbtqi
  }

  const head = person(random)
  const contact = person(random)
  const profileFilled = !skipped.has('profile')
  const profile: Record<string, unknown> = {
    name,
    name_en: profileFilled ? nameEn : null,
    name_acronym: acronym,
    organization_type_id: pick(random, reference.organizationTypes),
    location: profileFilled ? `ललितपुर महानगरपालिका-${toNepaliDigits(ward)}, ${place[0]}` : null,
    office_ward_id: profileFilled ? reference.wards.get(ward) : null,
    whole_municipality: everywhere,
    house_no: String(between(random, 1, 999)),
    phone: `01-5${String(between(random, 0, 999_999)).padStart(6, '0')}`,
    email: `info@${slug}.org.np`,
    website: random() < 0.6 ? `https://${slug}.org.np` : null,
    contact_person_name: contact,
    contact_person_post: pick(random, CONTACT_POSTS),
    contact_person_phone: mobileOf(random),
    contact_person_email: `contact@${slug}.org.np`,
    head_person_name: head,
    head_person_post: pick(random, HEAD_POSTS),
    head_person_phone: mobileOf(random),
    head_person_email: `chair@${slug}.org.np`,
    head_person_last_elected: recent(4 * 365),
    dao_registration_no: registrationNo,
    dao_district: random() < 0.9 ? 'lalitpur' : 'others',
    dao_registration_date: registrationDate,
    dao_last_renewal_date: recent(365),
    sw_registration_no: random() < 0.7 ? String(between(random, 1000, 60_000)) : null,
    sw_registration_date: random() < 0.7 ? recent(daysAgo) : null,
    ngo_registration_no: String(between(random, 100, 9999)),
    ngo_registration_date: registrationDate,
    ngo_last_renewal_date: recent(365),
    lmc_registration_no: String(between(random, 1, 5000)),
    tax_registration_no: String(between(random, 300_000_000, 699_999_999)),
    latest_audit_report_date: recent(365),
    last_annual_meet_or_adheebesan_date: recent(365),
    vision: `${focus[0]} क्षेत्रमा समतामूलक, न्यायपूर्ण र समृद्ध समाजको निर्माण।`,
    mission: `${place[0]} र आसपासका समुदायसँग मिलेर ${focus[0]} ${purpose[0]}का लागि दिगो कार्यक्रम सञ्चालन गर्ने।`,
    goal: `${focus[0]} समुदायको जीवनस्तरमा गुणात्मक सुधार ल्याउने।`,
    objectives: `१. जनचेतना अभिवृद्धि गर्ने। २. क्षमता विकास तालिम सञ्चालन गर्ने। ३. स्थानीय निकायसँग समन्वय र सहकार्य गर्ने।`,
    program_area: `ललितपुर महानगरपालिका वडा नं. ${toNepaliDigits(ward)} र वरपरका वडाहरू`,
    thematic_scope: `${focus[0]} तथा ${purpose[0]}`,
    major_programs: `${focus[0]} ${purpose[0]} कार्यक्रम, सामुदायिक छलफल, तालिम तथा अभिमुखीकरण।`,
    target_group: `${focus[0]} समुदाय, विपन्न परिवार`,
    major_achievements: `${toNepaliDigits(between(random, 100, 5000))} जना लाभान्वित, ${toNepaliDigits(between(random, 2, 40))} वटा सामुदायिक समूह गठन।`,
    major_challenges: 'दिगो स्रोतको अभाव र दक्ष जनशक्तिको कमी।',
    registration_fiscal_year: fiscalYear,
    status: kind === 'verified' ? 'active' : kind === 'inactive' ? 'inactive' : 'new_registration',
    is_verified: kind === 'verified' || kind === 'inactive',
    verified_at: kind === 'verified' || kind === 'inactive' ? new Date(now - between(random, 0, 700) * DAY_MS).toISOString() : null,
    ...structure,
  }

  const thematicScopes = skipped.has('thematic_scope') ? [] : pickSome(random, reference.thematicScopes, between(random, 1, 4))
  const targetGroups = skipped.has('target_group') ? [] : pickSome(random, reference.targetGroups, between(random, 1, 4))
  const structureConfigs = skipped.has('structure')
    ? []
    : reference.structureConfigs.filter((config) => random() < (config.ethnicity === 'tribe' ? 0.7 : 0.12))
  // Caste groups cover most members; people with disability are a few per NGO.
  const structureCounts = structureConfigs.map((config) => {
    const most = config.ethnicity === 'tribe' ? 12 : 1
    const counts: Record<string, number> = {}
    for (const group of ['co_ordinary_member', 'co_working_committee', 'co_volunteer', 'co_employee'])
      for (const gender of ['male', 'female', 'lgbtqi']) counts[`${group}_${gender}`] = gender === 'lgbtqi' ? (random() < 0.05 ? 1 : 0) : between(random, 0, most)
    return counts
  })
  const budgetYears = skipped.has('budget') ? [] : reference.financialYears.slice(0, between(random, 1, 3))
  const budgets = budgetYears.map((year) => {
    const internal = between(random, 50, 2000) * 1000
    const external = random() < 0.7 ? between(random, 0, 20_000) * 1000 : 0
    return { year, internal, external }
  })
  const associates = skipped.has('associate') ? [] : pickSome(random, PARTNERS, between(random, 1, 3))
  const rules = skipped.has('rules') ? [] : reference.rulesConfigs.map((config) => ({ config, status: random() < 0.75 ? 1 : 0 }))
  const documents = skipped.has('document') ? reference.documentConfigs.filter((config) => !config.mandatory && random() < 0.5) : reference.documentConfigs
  const manpower = pickSome(random, MANPOWER_SUBJECTS, between(random, 1, 3)).map((subject) => ({ subject, male: between(random, 0, 6), female: between(random, 0, 6) }))
  const audited = budgetYears.slice(0, 2)

  const facts: CompletenessFacts = {
    profile: {
      name,
      name_en: profile.name_en as string | null,
      organization_type_id: profile.organization_type_id as number,
      location: profile.location as string | null,
      phone: profile.phone as string,
      contact_person_name: contact,
      contact_person_phone: profile.contact_person_phone as string,
      head_person_name: head,
      dao_registration_no: registrationNo,
      dao_registration_date: registrationDate,
    },
    thematicScopes: thematicScopes.length,
    targetGroups: targetGroups.length,
    associates: associates.length,
    rulesRegulationsPlans: rules.length,
    structureRowsWithPeople: structureCounts.filter((counts) => Object.values(counts).some((value) => value > 0)).length,
    annualBudgets: budgets.length,
    missingMandatoryDocuments: reference.documentConfigs.filter((config) => config.mandatory && !documents.includes(config)).length,
  }
  const completeness = computeCompleteness(facts)
  Object.assign(profile, {
    complete_ngo_profile: completeness.ngo_profile,
    complete_thematic_scope: completeness.thematic_scope,
    complete_target_group: completeness.target_group,
    complete_associate_partnershipfirm_office_keyperson: completeness.associate_partnershipfirm_office_keyperson,
    complete_rules_regulations_plan: completeness.rules_regulations_plan,
    complete_current_organizational_structure: completeness.current_organizational_structure,
    complete_annual_budget: completeness.annual_budget,
    complete_document: completeness.document,
    is_complete: completeness.complete === 1,
  })

  const latestYear = reference.financialYears[0]
  const children = (profileId: number) => ({
    profile_options: [...thematicScopes, ...targetGroups].map((option_id) => ({ profile_id: profileId, option_id })),
    profile_wards: workingWards.map((number) => ({ profile_id: profileId, ward_id: reference.wards.get(number)! })),
    current_organizational_structures: structureConfigs.map((config, position) => ({
      profile_id: profileId,
      organizational_structure_config_id: config.id,
      name: config.name,
      ethnicity: config.ethnicity,
      position,
      ...structureCounts[position],
    })),
    subjective_manpower_details: manpower.map((row, position) => ({ profile_id: profileId, ...row, position })),
    annual_budgets: budgets.map((budget, position) => ({
      profile_id: profileId,
      financial_year_id: budget.year.id,
      fund_received_from_internal_sources: budget.internal,
      internal_source: pick(random, INTERNAL_SOURCES),
      fund_received_from_external_bodies: budget.external,
      external_body: budget.external > 0 ? spelledAsTyped(random, pick(random, PARTNERS)) : null,
      total_amount: budget.internal + budget.external,
      position,
    })),
    associate_keypersons: associates.map((partner, position) => ({
      profile_id: profileId,
      org_office_keyperson: partner,
      objectives_program: `${focus[0]} ${purpose[0]} सम्बन्धी संयुक्त कार्यक्रम`,
      position,
    })),
    rules_regulations_plans: rules.map((rule) => ({ profile_id: profileId, rules_regulations_plan_config_id: rule.config.id, name: rule.config.name, status: rule.status })),
    profile_documents: documents.map((config) => {
      const lastRenewal = latestYear.from ?? registrationDate
      const validTill =
        config.renewal_time_period_in_year > 0 ? isoDate(Date.parse(lastRenewal) + config.renewal_time_period_in_year * 365 * DAY_MS) : null
      return {
        profile_id: profileId,
        document_config_id: config.id,
        name: config.document_name,
        file_id: fileId,
        valid_till: validTill,
        renewal_time_period_in_year: config.renewal_time_period_in_year,
        annual_budget_financial_year_id: latestYear.id,
        last_renewal_date: lastRenewal,
      }
    }),
    audit_reports: audited.map((year) => ({ profile_id: profileId, annual_budget_financial_year_id: year.id, file_id: fileId })),
  })

  const user = {
    name: contact,
    mobile,
    email: `contact@${slug}.org.np`,
    dao_registration_no: registrationNo,
    role: 'user',
    verified_at: new Date(registered).toISOString(),
    password_hash: passwordHash,
  }
  return { user, profile, children }
}

// ---------------------------------------------------------------- the run

const CHILD_TABLES = [
  'profile_options',
  'profile_wards',
  'current_organizational_structures',
  'subjective_manpower_details',
  'annual_budgets',
  'associate_keypersons',
  'rules_regulations_plans',
  'profile_documents',
  'audit_reports',
] as const

export type DemoSeedOptions = {
  count: number
  /** The password hash every demo user shares (hashed once by the caller). */
  passwordHash: string
  /** Stores the shared demo PDF (the portal's file storage). */
  storeFile: (key: string, data: Uint8Array) => Promise<void>
  log?: (line: string) => void
  now?: Date
}

export async function seedDemoProfiles(pool: pg.Pool, options: DemoSeedOptions): Promise<{ inserted: number; firstProfileId: number | null; milliseconds: number }> {
  const log = options.log ?? (() => undefined)
  const started = Date.now()
  const now = (options.now ?? new Date()).getTime()
  const setup = await pool.connect()
  let reference: Reference
  let fileId: string
  let firstIndex: number
  try {
    reference = await readReference(setup)
    fileId = await ensureDemoFile(setup, options.storeFile)
    const highest = await setup.query<{ mobile: string | null }>(`select max(mobile) as mobile from users where mobile ~ '^${DEMO_MOBILE_PREFIX}[0-9]{8}$'`)
    firstIndex = highest.rows[0]?.mobile ? Number(highest.rows[0].mobile.slice(2)) + 1 : 0
  } finally {
    setup.release()
  }
  if (firstIndex + options.count > 100_000_000) throw new Error('No demo mobile numbers left.')

  const batches = Math.ceil(options.count / BATCH_SIZE)
  let nextBatch = 0
  let done = 0
  let firstProfileId: number | null = null
  let lastReport = Date.now()

  const runBatch = async (batch: number) => {
    const from = firstIndex + batch * BATCH_SIZE
    const size = Math.min(BATCH_SIZE, options.count - batch * BATCH_SIZE)
    const built = Array.from({ length: size }, (_, offset) => {
      const index = from + offset
      const mobile = `${DEMO_MOBILE_PREFIX}${String(index).padStart(8, '0')}`
      return buildProfile(index, mobile, options.passwordHash, now, reference, fileId)
    })
    const client = await pool.connect()
    try {
      await client.query('begin')
      // Demo data: a crash mid-run loses at most the last batches, never consistency.
      await client.query('set local synchronous_commit to off')
      const users = await insertRows(client, 'users', built.map((item) => item.user), 'id, mobile')
      const userIds = new Map(users.map((row) => [row.mobile as string, row.id as number]))
      const profiles = await insertRows(
        client,
        'ngo_profiles',
        built.map((item) => ({ user_id: userIds.get(item.user.mobile as string), ...item.profile })),
        'id, user_id',
      )
      const profileIds = new Map(profiles.map((row) => [row.user_id as number, row.id as number]))
      const children: Record<string, Record<string, unknown>[]> = Object.fromEntries(CHILD_TABLES.map((table) => [table, []]))
      for (const item of built) {
        const profileId = profileIds.get(userIds.get(item.user.mobile as string)!)!
        for (const [table, rows] of Object.entries(item.children(profileId))) children[table].push(...rows)
      }
      for (const table of CHILD_TABLES) await insertRows(client, table, children[table])
      await client.query('commit')
      const smallest = Math.min(...profiles.map((row) => row.id as number))
      if (firstProfileId === null || smallest < firstProfileId) firstProfileId = smallest
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
    done += size
    if (Date.now() - lastReport > 2000 || done === options.count) {
      lastReport = Date.now()
      const seconds = (Date.now() - started) / 1000
      log(`${done.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} NGO profiles (${seconds.toFixed(1)} s)`)
    }
  }

  const worker = async () => {
    while (nextBatch < batches) await runBatch(nextBatch++)
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batches) }, worker))

  // Fresh statistics and visibility maps, so the planner picks index-only scans at once.
  const maintenance = await pool.connect()
  try {
    await maintenance.query(`vacuum (analyze) users, ngo_profiles, ${CHILD_TABLES.join(', ')}`)
  } finally {
    maintenance.release()
  }
  return { inserted: options.count, firstProfileId, milliseconds: Date.now() - started }
}
