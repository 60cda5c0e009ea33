// The table sections of a profile (spec section 7, NGO writes): each save
// replaces the section's rows in one transaction, skipping rows whose values are
// all empty, and recomputes the completeness flags.
import { changesHeard } from '@/lib/cache'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  annualBudgets,
  associateKeypersons,
  currentOrganizationalStructures,
  financialYears,
  ngoProfiles,
  organizationalStructureConfigs,
  rulesRegulationsPlanConfigs,
  rulesRegulationsPlans,
  subjectiveManpowerDetails,
} from '@/db/schema'
import { badRequest } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { db, type Executor } from '@/lib/db'
import { lockOwnProfile, readProfilePart } from '@/lib/profile/access'
import type { Completeness } from '@/lib/profile/completeness'
import { refreshCompleteness } from '@/lib/profile/completeness-store'
import { structureTotals } from '@/lib/profile/profile'
import { claimSectionVersions, withSectionVersion, type ProfileSection } from '@/lib/profile/versions'
import {
  CURRENT_STRUCTURE_COUNT_FIELDS,
  STRUCTURE_COUNT_FIELDS,
  type AnnualBudgetRowInput,
  type AssociateRowInput,
  type OrganizationalStructureRowInput,
  type RulesRegulationsPlanItemInput,
  type SubjectiveManpowerRowInput,
} from '@/lib/profile/schemas'

/**
 * Skipped on save: every value blank (spec section 5, table sections). A 0 is
 * blank too, since number inputs show 0 in a row nobody filled in.
 */
export function isEmptyRow(row: Record<string, unknown>): boolean {
  return Object.values(row).every((value) => value === undefined || value === null || value === '' || value === 0)
}

/**
 * One section save: lock the viewer's own profile, refuse it when it is based
 * on an older version of the section (decision 059), replace the rows,
 * recompute completeness, record before and after in the audit log, all or
 * nothing.
 */
async function replaceSection<Rows>(
  viewer: Viewer,
  profileId: number,
  section: { name: ProfileSection; entity: string; baseVersion: number | undefined },
  read: (executor: Executor, profileId: number) => Promise<Rows>,
  write: (executor: Executor) => Promise<void>,
): Promise<{ rows: Rows; completeness: Completeness; version: number }> {
  const result = await db.transaction(async (tx) => {
    await lockOwnProfile(tx, viewer, profileId)
    const version = await claimSectionVersions(tx, profileId, [section.name], section.baseVersion)
    const before = await read(tx, profileId)
    await write(tx)
    const rows = await read(tx, profileId)
    const completeness = await refreshCompleteness(tx, profileId)
    await recordAudit(tx, { actor: viewer, action: 'replace', entity: section.entity, entityId: profileId, profileId, before, after: rows })
    await tx.update(ngoProfiles).set({ updated_at: new Date() }).where(eq(ngoProfiles.id, profileId))
    return { rows, completeness, version }
  })
  // Every section shows in the profile's kept reads and pages (the structure on the
  // dashboard too): the next read after this answer must already see the change.
  await changesHeard()
  return result
}

/** What a section save may name besides its rows. */
export type SectionSaveOptions = { baseVersion?: number }

// ---------------------------------------------------------------- current organizational structure

const CURRENT_GROUPS = ['co_ordinary_member', 'co_working_committee', 'co_volunteer', 'co_employee'] as const

type StructureRow = typeof currentOrganizationalStructures.$inferSelect

function withGroupTotals(row: StructureRow) {
  const totals = {} as Record<`${(typeof CURRENT_GROUPS)[number]}_total`, number>
  for (const group of CURRENT_GROUPS) totals[`${group}_total`] = row[`${group}_male`] + row[`${group}_female`] + row[`${group}_lgbtqi`]
  const { profile_id: _profileId, ...fields } = row
  void _profileId
  return { ...fields, ...totals }
}

async function readOrganizationalStructure(executor: Executor, profileId: number) {
  const rows = await executor
    .select({ row: currentOrganizationalStructures, name_en: organizationalStructureConfigs.name_en })
    .from(currentOrganizationalStructures)
    .leftJoin(organizationalStructureConfigs, eq(organizationalStructureConfigs.id, currentOrganizationalStructures.organizational_structure_config_id))
    .where(eq(currentOrganizationalStructures.profile_id, profileId))
    .orderBy(asc(currentOrganizationalStructures.position), asc(currentOrganizationalStructures.id))
  // The English name is the config's (the row keeps the Nepali name it was saved with).
  return rows.map(({ row, name_en }) => ({ ...withGroupTotals(row), name_en }))
}

async function readProfileStructure(executor: Executor, profileId: number) {
  const [row] = await executor
    .select(Object.fromEntries(STRUCTURE_COUNT_FIELDS.map((field) => [field, ngoProfiles[field]])) as { [Field in (typeof STRUCTURE_COUNT_FIELDS)[number]]: (typeof ngoProfiles)[Field] })
    .from(ngoProfiles)
    .where(eq(ngoProfiles.id, profileId))
  return { ...row, ...structureTotals(row) }
}

/** GET ngo/{id}/organizational-structure: the rows with each group's total, and the profile-level counts. */
export function getOrganizationalStructure(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'organizational-structure', (id) =>
    withSectionVersion(id, 'organizational-structure', async () => ({
      currentOrganizationalStructures: await readOrganizationalStructure(db, id),
      organizationalStructure: await readProfileStructure(db, id),
    })),
  )
}

/** PUT ngo/{id}/organizational-structure. Counts are whole numbers ≥ 0; totals are computed, never stored. */
export async function saveOrganizationalStructure(viewer: Viewer, profileId: number, rows: OrganizationalStructureRowInput[], options: SectionSaveOptions = {}) {
  // A row is its counts: the config, name and ethnicity only say whose counts they are.
  const filled = rows.filter((row) => !isEmptyRow(Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, row[field]]))))
  const result = await replaceSection(viewer, profileId, { name: 'organizational-structure', entity: 'current_organizational_structure', baseVersion: options.baseVersion }, readOrganizationalStructure, async (tx) => {
    const configIds = [...new Set(filled.map((row) => row.organizational_structure_config_id).filter((value): value is number => !!value))]
    const configs = configIds.length
      ? await tx.select().from(organizationalStructureConfigs).where(inArray(organizationalStructureConfigs.id, configIds))
      : []
    const seen = new Set<string>()
    const values = filled.map((row, index) => {
      let name = row.name
      let ethnicity = row.ethnicity
      let configId: number | null = null
      if (row.organizational_structure_config_id) {
        const config = configs.find((candidate) => candidate.id === row.organizational_structure_config_id)
        if (!config) throw badRequest(`Row ${index + 1}: unknown organizational structure`, { [`${index}.organizational_structure_config_id`]: 'unknown' })
        ;({ name, ethnicity } = config)
        configId = config.id
      }
      if (!name || !ethnicity) throw badRequest(`Row ${index + 1}: name and ethnicity are required`, { [`${index}.name`]: 'required' })
      const key = `${ethnicity}:${name}`
      if (seen.has(key)) throw badRequest(`Row ${index + 1}: ${name} appears twice`, { [`${index}.name`]: 'appears twice' })
      seen.add(key)
      const counts = Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, row[field] ?? 0]))
      return { ...counts, profile_id: profileId, organizational_structure_config_id: configId, name, ethnicity, position: index }
    })
    await tx.delete(currentOrganizationalStructures).where(eq(currentOrganizationalStructures.profile_id, profileId))
    if (values.length) await tx.insert(currentOrganizationalStructures).values(values)
  })
  return { currentOrganizationalStructures: result.rows, completeness: result.completeness, version: result.version }
}

// ---------------------------------------------------------------- subjective manpower detail

async function readSubjectiveManpower(executor: Executor, profileId: number) {
  return executor
    .select({
      id: subjectiveManpowerDetails.id,
      subject: subjectiveManpowerDetails.subject,
      male: subjectiveManpowerDetails.male,
      female: subjectiveManpowerDetails.female,
      total: sql<number>`${subjectiveManpowerDetails.male} + ${subjectiveManpowerDetails.female}`.mapWith(Number),
    })
    .from(subjectiveManpowerDetails)
    .where(eq(subjectiveManpowerDetails.profile_id, profileId))
    .orderBy(asc(subjectiveManpowerDetails.position), asc(subjectiveManpowerDetails.id))
}

export function getSubjectiveManpower(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'subjective-manpower-detail', (id) => withSectionVersion(id, 'subjective-manpower-detail', async () => ({ subjectiveManpowerDetails: await readSubjectiveManpower(db, id) })))
}

/** PUT ngo/{id}/subjective-manpower-detail: `{subject, male, female}` rows. */
export async function saveSubjectiveManpower(viewer: Viewer, profileId: number, rows: SubjectiveManpowerRowInput[], options: SectionSaveOptions = {}) {
  const filled = rows.filter((row) => !isEmptyRow(row))
  const result = await replaceSection(viewer, profileId, { name: 'subjective-manpower-detail', entity: 'subjective_manpower_detail', baseVersion: options.baseVersion }, readSubjectiveManpower, async (tx) => {
    filled.forEach((row, index) => {
      if (!row.subject) throw badRequest(`Row ${index + 1}: subject is required`, { [`${index}.subject`]: 'required' })
    })
    await tx.delete(subjectiveManpowerDetails).where(eq(subjectiveManpowerDetails.profile_id, profileId))
    if (filled.length) {
      await tx
        .insert(subjectiveManpowerDetails)
        .values(filled.map((row, index) => ({ profile_id: profileId, subject: row.subject, male: row.male ?? 0, female: row.female ?? 0, position: index })))
    }
  })
  return { subjectiveManpowerDetails: result.rows, completeness: result.completeness, version: result.version }
}

// ---------------------------------------------------------------- annual budget

export const FINANCIAL_YEAR_MISSING = 'financial year is missing'
export const FINANCIAL_YEAR_NOT_FOUND = 'Failed annual budget finandial year not found'

export async function readAnnualBudgets(executor: Executor, profileId: number) {
  return executor
    .select({
      id: annualBudgets.id,
      financial_year_id: annualBudgets.financial_year_id,
      financial_year: financialYears.financial_year,
      fund_received_from_internal_sources: annualBudgets.fund_received_from_internal_sources,
      internal_source: annualBudgets.internal_source,
      fund_received_from_external_bodies: annualBudgets.fund_received_from_external_bodies,
      external_body: annualBudgets.external_body,
      total_amount: annualBudgets.total_amount,
    })
    .from(annualBudgets)
    .innerJoin(financialYears, eq(financialYears.id, annualBudgets.financial_year_id))
    .where(eq(annualBudgets.profile_id, profileId))
    .orderBy(asc(annualBudgets.position), asc(annualBudgets.id))
}

export function getAnnualBudgets(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'annual-budget', (id) => withSectionVersion(id, 'annual-budget', async () => ({ annualBudgets: await readAnnualBudgets(db, id) })))
}

/** Sum in paise, so 0.1 + 0.2 is 0.3. */
export function totalAmount(internal: number | undefined, external: number | undefined) {
  return (Math.round((internal ?? 0) * 100) + Math.round((external ?? 0) * 100)) / 100
}

/**
 * PUT ngo/{id}/annual-budget. Every non-empty row needs a financial year
 * ('financial year is missing'); total_amount is always internal + external.
 */
export async function saveAnnualBudgets(viewer: Viewer, profileId: number, rows: AnnualBudgetRowInput[], options: SectionSaveOptions = {}) {
  const filled = rows.filter((row) => !isEmptyRow(row))
  const result = await replaceSection(viewer, profileId, { name: 'annual-budget', entity: 'annual_budget', baseVersion: options.baseVersion }, readAnnualBudgets, async (tx) => {
    const yearIds = filled.map((row, index) => {
      if (!row.financial_year_id) throw badRequest(FINANCIAL_YEAR_MISSING, { [`${index}.financial_year_id`]: FINANCIAL_YEAR_MISSING })
      return row.financial_year_id
    })
    const duplicate = yearIds.findIndex((yearId, index) => yearIds.indexOf(yearId) !== index)
    if (duplicate !== -1) throw badRequest(`Row ${duplicate + 1}: the financial year appears twice`, { [`${duplicate}.financial_year_id`]: 'appears twice' })
    if (yearIds.length) {
      const known = await tx.select({ id: financialYears.id }).from(financialYears).where(inArray(financialYears.id, yearIds))
      if (known.length !== new Set(yearIds).size) throw badRequest(FINANCIAL_YEAR_NOT_FOUND, { financial_year_id: FINANCIAL_YEAR_NOT_FOUND })
    }
    await tx.delete(annualBudgets).where(eq(annualBudgets.profile_id, profileId))
    if (filled.length) {
      await tx.insert(annualBudgets).values(
        filled.map((row, index) => ({
          profile_id: profileId,
          financial_year_id: row.financial_year_id!,
          fund_received_from_internal_sources: row.fund_received_from_internal_sources ?? 0,
          internal_source: row.internal_source ?? null,
          fund_received_from_external_bodies: row.fund_received_from_external_bodies ?? 0,
          external_body: row.external_body ?? null,
          total_amount: totalAmount(row.fund_received_from_internal_sources, row.fund_received_from_external_bodies),
          position: index,
        })),
      )
    }
  })
  return { annualBudgets: result.rows, completeness: result.completeness, version: result.version }
}

// ---------------------------------------------------------------- associates / key persons

export async function readAssociates(executor: Executor, profileId: number) {
  return executor
    .select({ id: associateKeypersons.id, org_office_keyperson: associateKeypersons.org_office_keyperson, objectives_program: associateKeypersons.objectives_program })
    .from(associateKeypersons)
    .where(eq(associateKeypersons.profile_id, profileId))
    .orderBy(asc(associateKeypersons.position), asc(associateKeypersons.id))
}

export function getAssociates(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'associate', (id) => withSectionVersion(id, 'associate', async () => ({ associatePartnershipfirmOfficeKeypersons: await readAssociates(db, id) })))
}

/** PUT ngo/{id}/associate: `{org_office_keyperson, objectives_program}` rows. */
export async function saveAssociates(viewer: Viewer, profileId: number, rows: AssociateRowInput[], options: SectionSaveOptions = {}) {
  const filled = rows.filter((row) => !isEmptyRow(row))
  const result = await replaceSection(viewer, profileId, { name: 'associate', entity: 'associate_partnershipfirm_office_keyperson', baseVersion: options.baseVersion }, readAssociates, async (tx) => {
    await tx.delete(associateKeypersons).where(eq(associateKeypersons.profile_id, profileId))
    if (filled.length) {
      await tx.insert(associateKeypersons).values(
        filled.map((row, index) => ({
          profile_id: profileId,
          org_office_keyperson: row.org_office_keyperson ?? null,
          objectives_program: row.objectives_program ?? null,
          position: index,
        })),
      )
    }
  })
  return { associatePartnershipfirmOfficeKeypersons: result.rows, completeness: result.completeness, version: result.version }
}

// ---------------------------------------------------------------- rules, regulations and plans

async function readRules(executor: Executor, profileId: number) {
  return executor
    .select({
      id: rulesRegulationsPlans.id,
      rules_regulations_plan_config_id: rulesRegulationsPlans.rules_regulations_plan_config_id,
      name: rulesRegulationsPlans.name,
      status: rulesRegulationsPlans.status,
    })
    .from(rulesRegulationsPlans)
    .where(eq(rulesRegulationsPlans.profile_id, profileId))
    .orderBy(sql`${rulesRegulationsPlans.rules_regulations_plan_config_id} asc nulls last`, asc(rulesRegulationsPlans.id))
}

export function getRulesRegulationsPlans(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'rules-regulations-plan', (id) => withSectionVersion(id, 'rules-regulations-plan', async () => ({ rulesRegulationsPlans: await readRules(db, id) })))
}

/**
 * PUT ngo/{id}/rules-regulations-plan: the checklist, each item a config (its
 * name comes from the config) or a free-text name, with status 1 or 0.
 */
export async function saveRulesRegulationsPlans(viewer: Viewer, profileId: number, items: RulesRegulationsPlanItemInput[], options: SectionSaveOptions = {}) {
  const filled = items.filter((item) => item.rules_regulations_plan_config_id !== null || !!item.name)
  const result = await replaceSection(viewer, profileId, { name: 'rules-regulations-plan', entity: 'rules_regulations_plan', baseVersion: options.baseVersion }, readRules, async (tx) => {
    const configIds = [...new Set(filled.map((item) => item.rules_regulations_plan_config_id).filter((value): value is number => value !== null))]
    const configs = configIds.length
      ? await tx.select().from(rulesRegulationsPlanConfigs).where(inArray(rulesRegulationsPlanConfigs.id, configIds))
      : []
    const byConfig = new Map<number, { rules_regulations_plan_config_id: number; name: string; status: 0 | 1 }>()
    const freeText: { rules_regulations_plan_config_id: null; name: string; status: 0 | 1 }[] = []
    filled.forEach((item, index) => {
      if (item.rules_regulations_plan_config_id === null) {
        freeText.push({ rules_regulations_plan_config_id: null, name: item.name!, status: item.status })
        return
      }
      const config = configs.find((candidate) => candidate.id === item.rules_regulations_plan_config_id)
      if (!config) throw badRequest(`Item ${index + 1}: unknown rules, regulations or plan`, { [`${index}.rules_regulations_plan_config_id`]: 'unknown' })
      // The same config sent twice: the later answer wins.
      byConfig.set(config.id, { rules_regulations_plan_config_id: config.id, name: config.name, status: item.status })
    })
    await tx.delete(rulesRegulationsPlans).where(eq(rulesRegulationsPlans.profile_id, profileId))
    const values = [...byConfig.values(), ...freeText].map((item) => ({ ...item, profile_id: profileId }))
    if (values.length) await tx.insert(rulesRegulationsPlans).values(values)
  })
  return { rulesRegulationsPlans: result.rows, completeness: result.completeness, version: result.version }
}
