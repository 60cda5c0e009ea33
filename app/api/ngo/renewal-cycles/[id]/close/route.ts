// POST /api/ngo/renewal-cycles/{id}/close – close a renewal cycle (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { closeCycle } from '@/lib/renewals/cycles'
import { RENEWAL_MESSAGES } from '@/lib/renewals/schemas'

export const dynamic = 'force-dynamic'

const close = route(
  {
    method: 'POST',
    path: '/api/ngo/renewal-cycles/{id}/close',
    tag: 'Renewals',
    summary: 'Close a renewal cycle',
    description: 'No more submissions; the standing each NGO reached stays. A cycle already closed answers 409.',
    access: 'super_admin',
    params: z.object({ id: pathId(RENEWAL_MESSAGES.notFound).describe('The cycle id') }),
    success: { description: 'Closed', dataKeys: ['renewalCycle'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok(RENEWAL_MESSAGES.closed, { renewalCycle: await closeCycle(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(close)
