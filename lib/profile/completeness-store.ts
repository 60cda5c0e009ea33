// Completeness flags are recomputed from what is stored after every write to a
// profile, in the same transaction as the write.
import { inArray, sql } from 'drizzle-orm'
import { ngoProfiles } from '@/db/schema'
import { db, type Executor } from '@/lib/db'
import { computeCompleteness, type Completeness } from '@/lib/profile/completeness'
import { CURRENT_STRUCTURE_COUNT_FIELDS } from '@/lib/profile/schemas'

const countOf = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number)

// The same twelve count columns a structure row is saved with; constants, so raw SQL is safe.
const structureHasPeople = sql.raw(`${CURRENT_STRUCTURE_COUNT_FIELDS.join(' + ')} > 0`)

/** Profiles recounted per statement. */
const REFRESH_BATCH = 1000

/**
 * Recounts the sections of these profiles and stores their flags: two
 * statements per thousand profiles, so a register import of thousands
 * costs about as much as a handful of saves.
 */
export async function refreshCompletenessOf(executor: Executor, profileIds: readonly number[]): Promise<Map<number, Completeness>> {
  const result = new Map<number, Completeness>()
  for (let start = 0; start < profileIds.length; start += REFRESH_BATCH) {
    const batch = profileIds.slice(start, start + REFRESH_BATCH)
    const rows = await executor
      .select({
        id: ngoProfiles.id,
        name: ngoProfiles.name,
        name_en: ngoProfiles.name_en,
        organization_type_id: ngoProfiles.organization_type_id,
        location: ngoProfiles.location,
        phone: ngoProfiles.phone,
        contact_person_name: ngoProfiles.contact_person_name,
        contact_person_phone: ngoProfiles.contact_person_phone,
        head_person_name: ngoProfiles.head_person_name,
        dao_registration_no: ngoProfiles.dao_registration_no,
        dao_registration_date: ngoProfiles.dao_registration_date,
        thematicScopes: countOf(
          sql`select count(*) from profile_options po join options o on o.id = po.option_id where po.profile_id = ngo_profiles.id and o.type = 'thematic-scope'`,
        ),
        targetGroups: countOf(
          sql`select count(*) from profile_options po join options o on o.id = po.option_id where po.profile_id = ngo_profiles.id and o.type = 'target-group'`,
        ),
        associates: countOf(sql`select count(*) from associate_keypersons a where a.profile_id = ngo_profiles.id`),
        rulesRegulationsPlans: countOf(sql`select count(*) from rules_regulations_plans r where r.profile_id = ngo_profiles.id`),
        structureRowsWithPeople: countOf(
          sql`select count(*) from current_organizational_structures c where c.profile_id = ngo_profiles.id and ${structureHasPeople}`,
        ),
        annualBudgets: countOf(sql`select count(*) from annual_budgets b where b.profile_id = ngo_profiles.id`),
        missingMandatoryDocuments: countOf(
          sql`select count(*) from document_configs dc where dc.mandatory and not exists (select 1 from profile_documents pd where pd.profile_id = ngo_profiles.id and pd.document_config_id = dc.id and pd.file_id is not null)`,
        ),
      })
      .from(ngoProfiles)
      .where(inArray(ngoProfiles.id, batch))
    if (rows.length === 0) continue
    const flags = rows.map(({ id, thematicScopes, targetGroups, associates, rulesRegulationsPlans, structureRowsWithPeople, annualBudgets, missingMandatoryDocuments, ...profile }) => {
      const completeness = computeCompleteness({
        profile,
        thematicScopes,
        targetGroups,
        associates,
        rulesRegulationsPlans,
        structureRowsWithPeople,
        annualBudgets,
        missingMandatoryDocuments,
      })
      result.set(id, completeness)
      return { id, ...completeness }
    })
    await executor.execute(sql`
      update ngo_profiles p set
        complete_ngo_profile = v.ngo_profile,
        complete_thematic_scope = v.thematic_scope,
        complete_target_group = v.target_group,
        complete_associate_partnershipfirm_office_keyperson = v.associate_partnershipfirm_office_keyperson,
        complete_rules_regulations_plan = v.rules_regulations_plan,
        complete_current_organizational_structure = v.current_organizational_structure,
        complete_annual_budget = v.annual_budget,
        complete_document = v.document,
        is_complete = v.complete = 1
      from jsonb_to_recordset(${JSON.stringify(flags)}::jsonb) as v(
        id integer, ngo_profile smallint, thematic_scope smallint, target_group smallint,
        associate_partnershipfirm_office_keyperson smallint, rules_regulations_plan smallint,
        current_organizational_structure smallint, annual_budget smallint, document smallint, complete smallint)
      where p.id = v.id`)
  }
  return result
}

/** Recounts one profile's sections, stores the flags and returns them. */
export async function refreshCompleteness(executor: Executor, profileId: number): Promise<Completeness> {
  const completeness = (await refreshCompletenessOf(executor, [profileId])).get(profileId)
  if (!completeness) throw new Error(`profile ${profileId} vanished during a write`)
  return completeness
}

/**
 * Every profile, e.g. after a document config becomes mandatory or stops being
 * so. Returns how many profiles were recomputed.
 */
export async function refreshCompletenessOfAllProfiles(executor: Executor = db): Promise<number> {
  const rows = await executor.select({ id: ngoProfiles.id }).from(ngoProfiles)
  return (await refreshCompletenessOf(executor, rows.map((row) => row.id))).size
}

type StoredFlags = Pick<
  typeof ngoProfiles.$inferSelect,
  | 'complete_ngo_profile'
  | 'complete_thematic_scope'
  | 'complete_target_group'
  | 'complete_associate_partnershipfirm_office_keyperson'
  | 'complete_rules_regulations_plan'
  | 'complete_current_organizational_structure'
  | 'complete_annual_budget'
  | 'complete_document'
  | 'is_complete'
>

const bit = (value: number | boolean): 0 | 1 => (value ? 1 : 0)

/** The stored flags under the spec's names. */
export function completenessOf(row: StoredFlags): Completeness {
  return {
    ngo_profile: bit(row.complete_ngo_profile),
    thematic_scope: bit(row.complete_thematic_scope),
    target_group: bit(row.complete_target_group),
    associate_partnershipfirm_office_keyperson: bit(row.complete_associate_partnershipfirm_office_keyperson),
    rules_regulations_plan: bit(row.complete_rules_regulations_plan),
    current_organizational_structure: bit(row.complete_current_organizational_structure),
    annual_budget: bit(row.complete_annual_budget),
    document: bit(row.complete_document),
    complete: bit(row.is_complete),
  }
}
