// Readable names of what the audit log records: the English label key of each
// action and entity (lib/i18n/labels/history.ts gives the Nepali), and the
// Kathmandu calendar day and time of an entry.
import { KATHMANDU_UTC_OFFSET_MINUTES } from '@/lib/calendar'
import { VALUE_LABELS } from '@/lib/i18n/field-names'

export const ACTION_NAMES: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  replace: 'Saved',
  status: 'Changed the status of',
  merge: 'Merged',
  upload: 'Uploaded',
  register: 'Registered',
  register_again: 'Registered again',
  verify_mobile: 'Verified the mobile number of',
  reset_password: 'Reset the password of',
  sign_in: 'Signed in',
  sign_out: 'Signed out',
  create_super_admin: 'Created the super administrator',
  import: 'Imported',
  claim: 'Claimed a profile',
  approve_claim: 'Approved the claim of',
  refuse_claim: 'Refused the claim of',
  // Dates derived through the old BS rows of 2084-2095, recomputed by a migration (decision 006).
  recompute: 'Recomputed with the corrected calendar',
  // Renewal cycles (decision 080).
  open: 'Opened',
  extend: 'Extended the deadline of',
  close: 'Closed',
  // The clerk's renewal and its review (decision 088).
  submit: 'Submitted',
  decide: 'Decided sections of',
  accept: 'Accepted',
  request_changes: 'Requested changes to',
  // SMS notices to the NGOs of a list filter (decision 091).
  send: 'Sent',
  // Registration certificates (decision 096).
  issue: 'Issued',
  revoke: 'Revoked',
  // An NGO's people (decisions 092 and 093).
  invite: 'Invited',
  cancel: 'Cancelled',
  join: 'Joined',
  leave: 'Left',
  remove_member: 'Removed from the NGO',
  change_role: 'Changed the role of',
  handover: 'Handed over',
  // A pair of possible duplicates found to be two organisations (decision 094).
  dismiss_duplicate: 'Marked as not a duplicate',
}

export const ENTITY_NAMES: Record<string, string> = {
  ngo_profile: 'NGO profile',
  current_organizational_structure: 'Current organizational structure',
  subjective_manpower_detail: 'Subjective manpower detail',
  annual_budget: 'Annual budget',
  associate_partnershipfirm_office_keyperson: 'Associate, partnership firm and office key persons',
  rules_regulations_plan: 'Rules, regulations and plans',
  profile_document: 'Document',
  audit_report: 'Audit report',
  stored_file: 'Uploaded file',
  option: 'Target group or thematic scope option',
  document_config: 'Document Config',
  organizational_structure_config: 'Organizational Structure Config',
  rules_regulations_plan_config: 'Rules/Regulations/Plan Config',
  organization_type: 'Organization Type',
  financial_year: 'Financial Year',
  translation: 'Translation',
  user: 'User account',
  session: 'Session',
  ngo_profile_import: 'Register import',
  renewal_cycle: 'Renewal cycle',
  renewal_submission: 'Renewal submission',
  renewal_reason: 'Renewal reason',
  sms_notice: 'SMS notice',
  certificate: 'Registration certificate',
  municipality_emblem: 'Emblem of the municipality',
  profile_invitation: 'Invitation',
}

// An NGO's people (decision 092): its NGO admins and members; the municipality's super administrator.
export const ROLE_NAMES: Record<string, string> = { user: VALUE_LABELS.user, admin: VALUE_LABELS.admin, super_admin: VALUE_LABELS.super_admin }

/** The label key of a role; an unknown one stays as it was stored. */
export const roleName = (role: string) => ROLE_NAMES[role] ?? role

/** The label key of an action or entity; an unknown name stays as it was stored. */
export const actionName = (action: string) => ACTION_NAMES[action] ?? action
export const entityName = (entity: string) => ENTITY_NAMES[entity] ?? entity

/** An instant ('2026-11-22T04:53:09.000Z') on the Kathmandu wall clock: its AD day ('2026-11-22') and time ('10:38'). */
export function kathmanduDateTime(instant: string | Date): { date: string; time: string } | null {
  const time = new Date(instant).getTime()
  if (!Number.isFinite(time)) return null
  const local = new Date(time + KATHMANDU_UTC_OFFSET_MINUTES * 60_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

/** The first instant of a Kathmandu calendar day (AD 'YYYY-MM-DD'). */
export function kathmanduDayStart(adDate: string): Date {
  return new Date(Date.parse(`${adDate}T00:00:00Z`) - KATHMANDU_UTC_OFFSET_MINUTES * 60_000)
}
