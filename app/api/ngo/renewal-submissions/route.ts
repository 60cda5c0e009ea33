// GET /api/ngo/renewal-submissions – the review queue, oldest first, by state and days waiting (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listReviewQueue } from '@/lib/renewals/review'
import { queueQuery, REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/renewal-submissions',
    tag: 'Renewals',
    summary: 'The review queue: current renewal submissions, oldest first',
    description: 'state: submitted (default), changes_requested, accepted or all. min_days: only those submitted at least this many Kathmandu days ago. At most 200 rows; total counts them all.',
    access: 'super_admin',
    query: queueQuery,
    success: { description: 'The queue', dataKeys: ['renewalSubmissions', 'total'] },
  },
  async ({ query }) => {
    const { submissions, total } = await listReviewQueue(query)
    return ok(REVIEW_MESSAGES.queue, { renewalSubmissions: submissions, total })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list)
