// GET /api/ngo/{id}/renewal – the task list of a profile: its sections and the open cycle's items with their states (owner, super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'
import { getRenewalOverview } from '@/lib/renewals/submissions'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/renewal',
    tag: 'Renewals',
    summary: 'The task list of a profile and its renewal in the cycle in force',
    description:
      'Every section of the profile and, while a cycle is open, every renewal item, each with its state (not_started, in_progress, done, changes_requested), the link where it is done and, when sent back, the reason. missing lists the items Submit would refuse.',
    access: 'signed-in',
    accessNote: 'The profile’s owner and the super administrator.',
    params: profileParams,
    success: { description: 'The task list', dataKeys: ['renewal'] },
    errors: [403, 404],
  },
  async ({ viewer, params }) => ok(REVIEW_MESSAGES.renewal, { renewal: await getRenewalOverview(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read)
