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

/**
 * The head's and the contact person's own mobiles and emails: the public
 * profile page shows them, but the public list and the open data do not (the
 * organisation's own phone, email and website are what those publish).
 */
export const PERSONAL_CONTACT_COLUMNS = ['contact_person_phone', 'contact_person_email', 'head_person_phone', 'head_person_email'] as const

/** The organisation's own contacts, published everywhere the profile is. */
export const OFFICE_CONTACT_COLUMNS = ['phone', 'email', 'website'] as const

/** Bookkeeping the owner and the super administrator see, the public does not. */
export const OWNER_ONLY_COLUMNS = ['user_id', 'verified_at', 'created_at', 'updated_at'] as const
