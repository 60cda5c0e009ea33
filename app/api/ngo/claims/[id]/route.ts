// PUT /api/ngo/claims/{id} – approve or refuse a claim of a profile; the person is told by SMS
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { decideClaim } from '@/lib/profile/claims'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import { claimDecisionBody } from '@/lib/register/schemas'

export const dynamic = 'force-dynamic'

const decide = route(
  {
    method: 'PUT',
    path: '/api/ngo/claims/{id}',
    tag: 'Register',
    summary: 'Approve or refuse a claim; the person is told by SMS',
    description: 'Approving gives the profile to the person and refuses every other claim of it. notified is false when an SMS could not be sent.',
    access: 'super_admin',
    params: z.object({ id: pathId(REGISTER_MESSAGES.claimNotFound).describe('The claim id') }),
    body: claimDecisionBody,
    success: { description: 'Decided', dataKeys: ['claim', 'notified'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => {
    const result = await decideClaim(viewer, params.id, body.decision)
    return ok(!result.notified ? REGISTER_MESSAGES.claimSmsFailed : body.decision === 'approve' ? REGISTER_MESSAGES.claimApproved : REGISTER_MESSAGES.claimRefused, result)
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(decide)
