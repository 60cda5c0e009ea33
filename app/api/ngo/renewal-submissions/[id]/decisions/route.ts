// POST /api/ngo/renewal-submissions/{id}/decisions – accept sections or request changes with a reason (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { decideSubmission } from '@/lib/renewals/review'
import { decideInput, REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

const decide = route(
  {
    method: 'POST',
    path: '/api/ngo/renewal-submissions/{id}/decisions',
    tag: 'Renewals',
    summary: 'Decide sections of a renewal submission',
    description:
      'decisions: [{section, decision: accept | changes, reason_id, reason_text}], a reason from the reason list required for changes, reason_text at most 500 characters. When every section is decided the submission is accepted (renewed) or sent back, and the NGO gets one SMS (sms says whether it went out). A submission the clerk replaced meanwhile, or one already decided, answers 409.',
    access: 'super_admin',
    params: z.object({ id: pathId(REVIEW_MESSAGES.submissionNotFound).describe('The submission id') }),
    body: decideInput,
    success: { description: 'Recorded', dataKeys: ['renewalDecision'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok(REVIEW_MESSAGES.decided, { renewalDecision: await decideSubmission(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(decide)
