// The SMS notice of the NGO list (decision 091): its filter is the list's
// own (lib/profile/schemas.ts), without the page; its text is limited in SMS
// parts, the unit the gateway bills.
import { z } from 'zod'
import { NOTICE_MAX_PARTS } from '@/lib/notices/limits'
import { profileListQuery } from '@/lib/profile/schemas'
import { smsSegments } from '@/lib/sms/segments'

export { NOTICE_MAX_PARTS }

/** A cap before the parts are counted, so a huge body is refused cheaply. */
const NOTICE_MAX_CHARACTERS = 1000

export const NOTICE_MESSAGES = {
  previewed: 'Notice preview',
  queued: 'Notice accepted: sending',
  progress: 'SMS notice',
  notFound: 'Notice not found',
  emptyFilter: 'Choose at least one filter: a notice is not sent to every NGO at once',
  textRequired: 'Write the text of the notice',
  textTooLong: 'The notice may take at most 3 SMS parts: 201 Nepali or 459 English characters',
  countRequired: 'Send the number of NGOs the preview showed',
  countChanged: 'The NGOs of this filter have changed since the preview: preview again',
  noRecipients: 'No NGO of this filter has a mobile number',
  overBudget: 'This notice needs more SMS parts than are left of today’s budget',
} as const

/** The list's filters; page and limit do not narrow who gets a notice. */
export const noticeFilter = profileListQuery.omit({ page: true, limit: true })
export type NoticeFilter = z.infer<typeof noticeFilter>

const noticeText = z
  .string({ error: NOTICE_MESSAGES.textRequired })
  .max(NOTICE_MAX_CHARACTERS, NOTICE_MESSAGES.textTooLong)
  .trim()
  .min(1, NOTICE_MESSAGES.textRequired)
  .refine((text) => smsSegments(text).segments <= NOTICE_MAX_PARTS, NOTICE_MESSAGES.textTooLong)

export const noticePreviewBody = z.object({
  filter: noticeFilter.default({}).describe('The NGO list’s filters (as GET /api/ngo/profile takes them, without page and limit); at least one'),
  text: noticeText.describe('The notice, at most 3 SMS parts'),
})

export const noticeSendBody = noticePreviewBody.extend({
  expected_count: z
    .number({ error: NOTICE_MESSAGES.countRequired })
    .int(NOTICE_MESSAGES.countRequired)
    .min(0, NOTICE_MESSAGES.countRequired)
    .describe('The number of NGOs with a mobile the preview showed: if it changed, 409 and nothing is sent'),
})

export type NoticePreviewInput = z.infer<typeof noticePreviewBody>
export type NoticeSendInput = z.infer<typeof noticeSendBody>

/** True when the filter narrows the list at all (search_by alone names a column, it does not filter). */
export function filterNarrows(filter: NoticeFilter): boolean {
  return Object.entries(filter).some(([key, value]) => key !== 'search_by' && value !== undefined && value !== '')
}
