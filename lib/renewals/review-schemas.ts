// Inputs and messages of the clerk's renewal and its review (decision 088).
// The same schemas check the review forms in the browser and the API; what
// needs the database (an unknown reason, a submission replaced meanwhile, a
// missing item) is the domain's (lib/renewals/submissions.ts, review.ts).
import { z } from 'zod'
import { rulesRegulationsPlanConfigInput } from '@/lib/content/schemas'

export const REVIEW_MESSAGES = {
  renewal: 'Renewal',
  submitted: 'Renewal submitted',
  queue: 'Renewal submissions',
  submission: 'Renewal submission',
  decided: 'Decision recorded',
  reasons: 'Renewal reasons',
  reasonCreated: 'Renewal reason created',
  reasonUpdated: 'Renewal reason updated',
  reasonDeleted: 'Renewal reason deleted',
  reasonNotFound: 'Renewal reason not found',
  reasonTaken: 'Name Already Exist',
  submissionNotFound: 'Renewal submission not found',
  noOpenCycle: 'No renewal cycle is open',
  notVerified: 'Only a verified NGO renews',
  missingItems: 'Complete every item before you submit',
  alreadyWaiting: 'A renewal submission is already waiting for review',
  alreadyRenewed: 'This NGO is already renewed for this fiscal year',
  replaced: 'This submission was replaced by a newer one',
  alreadyDecided: 'This submission has already been decided',
  sectionUnknown: 'This section is not part of the submission',
  sectionTwice: 'Decide each section once',
  decisionsRequired: 'Decide at least one section',
  decisionInvalid: 'Choose accept or request changes',
  reasonRequired: 'Choose a reason for the changes',
  reasonTextTooLong: 'The explanation must be at most 500 characters',
  stateInvalid: 'Choose a state',
  daysInvalid: 'Days waiting must be a whole number',
} as const

/** The longest explanation a reviewer may add to a reason. */
export const REASON_TEXT_MAX = 500

export const SUBMISSION_STATES = ['submitted', 'changes_requested', 'accepted'] as const
export type SubmissionState = (typeof SUBMISSION_STATES)[number]

/** A reason of the reason list: the same shape as the other named reference rows. */
export const renewalReasonInput = rulesRegulationsPlanConfigInput
export type RenewalReasonInput = z.infer<typeof renewalReasonInput>

const reasonId = z
  .union([z.number(), z.string(), z.null()], { error: REVIEW_MESSAGES.reasonRequired })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') return null
    const id = typeof value === 'number' ? value : /^[0-9]{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: REVIEW_MESSAGES.reasonNotFound })
      return z.NEVER
    }
    return id
  })

export const sectionDecision = z
  .object({
    section: z.string({ error: REVIEW_MESSAGES.sectionUnknown }).trim().min(1, REVIEW_MESSAGES.sectionUnknown).max(40, REVIEW_MESSAGES.sectionUnknown),
    decision: z.enum(['accept', 'changes'], { error: REVIEW_MESSAGES.decisionInvalid }),
    reason_id: reasonId,
    reason_text: z
      .union([z.string({ error: REVIEW_MESSAGES.reasonTextTooLong }), z.null()])
      .optional()
      .transform((value) => (value == null || value.trim() === '' ? null : value.trim()))
      .pipe(z.string().max(REASON_TEXT_MAX, REVIEW_MESSAGES.reasonTextTooLong).nullable()),
  })
  // A request for changes says why; an acceptance needs no reason.
  .refine((input) => input.decision === 'accept' || input.reason_id !== null, { message: REVIEW_MESSAGES.reasonRequired, path: ['reason_id'] })

export const decideInput = z.object({
  decisions: z
    .array(sectionDecision, { error: REVIEW_MESSAGES.decisionsRequired })
    .min(1, REVIEW_MESSAGES.decisionsRequired)
    .max(120, REVIEW_MESSAGES.sectionUnknown)
    .refine((decisions) => new Set(decisions.map((decision) => decision.section)).size === decisions.length, { message: REVIEW_MESSAGES.sectionTwice }),
})
export type DecideInput = z.infer<typeof decideInput>
export type SectionDecisionInput = z.infer<typeof sectionDecision>

export const queueQuery = z.object({
  /** Left out: the submissions waiting for review. */
  state: z.enum([...SUBMISSION_STATES, 'all'], { error: REVIEW_MESSAGES.stateInvalid }).optional().default('submitted'),
  /** Only those waiting at least this many days. */
  min_days: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return 0
      if (!/^[0-9]{1,4}$/.test(value.trim())) {
        context.addIssue({ code: 'custom', message: REVIEW_MESSAGES.daysInvalid })
        return z.NEVER
      }
      return Number(value.trim())
    }),
})
export type QueueQuery = z.infer<typeof queueQuery>
