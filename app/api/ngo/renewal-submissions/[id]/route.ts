// GET /api/ngo/renewal-submissions/{id} – one submission with what changed, per section (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getSubmissionReview } from '@/lib/renewals/review'
import { REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/renewal-submissions/{id}',
    tag: 'Renewals',
    summary: 'One renewal submission with what changed since the last accepted renewal',
    description:
      'Per section: text fields word by word, table rows added, removed and changed, documents new or replaced, and the decision so far. After a request for changes the comparison is with the submission sent back, so only what changed since the request shows.',
    access: 'super_admin',
    params: z.object({ id: pathId(REVIEW_MESSAGES.submissionNotFound).describe('The submission id') }),
    success: { description: 'The submission', dataKeys: ['renewalSubmission'] },
    errors: [404],
  },
  async ({ params }) => ok(REVIEW_MESSAGES.submission, { renewalSubmission: await getSubmissionReview(params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read)
