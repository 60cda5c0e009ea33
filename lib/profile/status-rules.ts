// Which status action the super administrator is offered on a profile (spec
// section 4). Pure, shared by the page and its tests.

/** Verify This Profile: a new registration, an inactive profile (an empty status shows as In Active), or one not verified. */
export function canVerifyProfile(status: string | null | undefined, isVerified: boolean): boolean {
  return status === 'new_registration' || status === 'inactive' || !status || !isVerified
}

/** Set Inactive: a verified, active profile. */
export function canSetProfileInactive(status: string | null | undefined, isVerified: boolean): boolean {
  return isVerified && status === 'active'
}

/** The status as the status bar names it: an empty or unknown status is In Active. */
export function statusLabel(status: string | null | undefined): 'Active' | 'New Registration' | 'In Active' {
  if (status === 'active') return 'Active'
  if (status === 'new_registration') return 'New Registration'
  return 'In Active'
}
