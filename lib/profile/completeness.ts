// The completeness flags of spec section 3, as pure rules. The server computes
// them after every write from what is stored; a client never sets them.

export const COMPLETENESS_FLAGS = [
  'ngo_profile',
  'thematic_scope',
  'target_group',
  'associate_partnershipfirm_office_keyperson',
  'rules_regulations_plan',
  'current_organizational_structure',
  'annual_budget',
  'document',
] as const

export type CompletenessFlag = (typeof COMPLETENESS_FLAGS)[number]
export type Completeness = Record<CompletenessFlag, 0 | 1> & { complete: 0 | 1 }

/**
 * Profile fields that must be filled for the profile block to count as complete:
 * who the organisation is, how to reach it, who heads it, and its DAO registration.
 */
export const REQUIRED_PROFILE_FIELDS = [
  'name',
  'name_en',
  'organization_type_id',
  'location',
  'phone',
  'contact_person_name',
  'contact_person_phone',
  'head_person_name',
  'dao_registration_no',
  'dao_registration_date',
] as const

export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number]

/** What is stored for one profile, counted. */
export type CompletenessFacts = {
  profile: Record<RequiredProfileField, string | number | null>
  thematicScopes: number
  targetGroups: number
  associates: number
  rulesRegulationsPlans: number
  /** Current organisational structure rows with at least one person counted. */
  structureRowsWithPeople: number
  annualBudgets: number
  /** Mandatory document configs with no document file on this profile. */
  missingMandatoryDocuments: number
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

function isFilled(value: string | number | null | undefined) {
  if (value === null || value === undefined) return false
  return typeof value === 'number' ? Number.isFinite(value) : value.trim() !== ''
}

export function missingProfileFields(profile: CompletenessFacts['profile']): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !isFilled(profile[field]))
}

export function computeCompleteness(facts: CompletenessFacts): Completeness {
  const flags = {
    ngo_profile: flag(missingProfileFields(facts.profile).length === 0),
    thematic_scope: flag(facts.thematicScopes > 0),
    target_group: flag(facts.targetGroups > 0),
    associate_partnershipfirm_office_keyperson: flag(facts.associates > 0),
    rules_regulations_plan: flag(facts.rulesRegulationsPlans > 0),
    current_organizational_structure: flag(facts.structureRowsWithPeople > 0),
    annual_budget: flag(facts.annualBudgets > 0),
    document: flag(facts.missingMandatoryDocuments === 0),
  }
  return { ...flags, complete: flag(COMPLETENESS_FLAGS.every((name) => flags[name] === 1)) }
}
