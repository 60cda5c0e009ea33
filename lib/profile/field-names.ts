// Names of profile fields and their fixed values, without zod: the own
// profile's view shows them at first load, while the schemas that check them
// (lib/profile/schemas.ts, which re-exports these) come with a section's
// editing code (decision 104).

export const ETHNICITIES = ['tribe', 'people_with_disability'] as const

/** The Nepali name the district field takes when lalitpur is chosen (spec section 4). */
export const LALITPUR_DISTRICT_NAME = 'ललितपुर'

export const STRUCTURE_COUNT_FIELDS = [
  'ordinary_member_male',
  'ordinary_member_female',
  'ordinary_member_lgbtqi',
  'working_committee_male',
  'working_committee_female',
  'working_committee_lgbtqi',
  'employee_male',
  'employee_female',
  'employee_lgbtqi',
  'volunteer_male',
  'volunteer_female',
  'volunteer_lgbtqi',
] as const

export const CURRENT_STRUCTURE_COUNT_FIELDS = [
  'co_ordinary_member_male',
  'co_ordinary_member_female',
  'co_ordinary_member_lgbtqi',
  'co_working_committee_male',
  'co_working_committee_female',
  'co_working_committee_lgbtqi',
  'co_volunteer_male',
  'co_volunteer_female',
  'co_volunteer_lgbtqi',
  'co_employee_male',
  'co_employee_female',
  'co_employee_lgbtqi',
] as const
