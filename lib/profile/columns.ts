// Profile columns that are not the NGO's own details, shared by the profile
// API (which hides them from the public) and the change history (which does
// not count them as a change of the general details).

/** Completeness flags, derived from the sections. */
export const FLAG_COLUMNS = [
  'is_complete',
  'complete_ngo_profile',
  'complete_thematic_scope',
  'complete_target_group',
  'complete_associate_partnershipfirm_office_keyperson',
  'complete_rules_regulations_plan',
  'complete_current_organizational_structure',
  'complete_annual_budget',
  'complete_document',
] as const

/** Bookkeeping the owner and the super administrator see, the public does not. */
export const OWNER_ONLY_COLUMNS = ['user_id', 'verified_at', 'created_at', 'updated_at'] as const
