// Inputs of an NGO's people (decision 092): invitations, roles, removal and
// the super administrator's handover. No I/O here: client code imports it.
import { z } from 'zod'
import { mobileField } from '@/lib/auth/schemas'
import { toLatinDigits } from '@/lib/calendar/digits'
import { INVITATION_CODE_LENGTH } from './limits'
import { PEOPLE_MESSAGES } from './messages'

export { INVITATION_CODE_LENGTH }
export const HANDOVER_REASON_MAX = 500

/** An NGO role: an NGO admin, or a member. */
export const ngoRole = z.enum(['admin', 'user'], { error: PEOPLE_MESSAGES.roleInvalid }).describe('admin: an NGO admin (invites, removes, changes roles); user: a member')

/** An invitation goes by SMS: a Nepali mobile, not a landline. */
export const invitationBody = z.object({
  mobile: mobileField.refine((mobile) => /^9[6-9]\d{8}$/.test(mobile), PEOPLE_MESSAGES.mobileOnly),
  role: ngoRole.default('user'),
  // The language of the page that asked: the SMS speaks it (decision 077); Nepali without it.
  lang: z.enum(['ne', 'en'], { error: 'lang must be ne or en' }).optional(),
})
export type InvitationInput = z.infer<typeof invitationBody>

/** The code from the SMS; Nepali digits are read as Latin ones. */
export const acceptInvitationBody = z.object({
  code: z
    .string({ error: (issue) => (issue.input == null ? PEOPLE_MESSAGES.codeRequired : PEOPLE_MESSAGES.codeFormat) })
    .transform((value) => toLatinDigits(value.trim()))
    .pipe(z.string().regex(new RegExp(`^\\d{${INVITATION_CODE_LENGTH}}$`), PEOPLE_MESSAGES.codeFormat)),
})

export const roleBody = z.object({ role: ngoRole })

export const handoverBody = z.object({
  user_id: z.number({ error: PEOPLE_MESSAGES.chooseCandidate }).int(PEOPLE_MESSAGES.chooseCandidate).positive(PEOPLE_MESSAGES.chooseCandidate).max(2_147_483_647, PEOPLE_MESSAGES.chooseCandidate),
  reason: z
    .string({ error: PEOPLE_MESSAGES.reasonRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.reasonRequired)
    .max(HANDOVER_REASON_MAX, PEOPLE_MESSAGES.reasonTooLong),
})
export type HandoverInput = z.infer<typeof handoverBody>
