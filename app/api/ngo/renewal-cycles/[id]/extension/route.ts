// POST /api/ngo/renewal-cycles/{id}/extension – move an open cycle's deadline later, with the reason (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { extendCycle } from '@/lib/renewals/cycles'
import { extendCycleInput, RENEWAL_MESSAGES } from '@/lib/renewals/schemas'

export const dynamic = 'force-dynamic'

const extend = route(
  {
    method: 'POST',
    path: '/api/ngo/renewal-cycles/{id}/extension',
    tag: 'Renewals',
    summary: "Extend a renewal cycle's deadline",
    description: 'The new deadline (AD YYYY-MM-DD) must be after the current one and not in the past; the reason is required. Each extension is kept with the old and new deadline. A closed cycle answers 409.',
    access: 'super_admin',
    params: z.object({ id: pathId(RENEWAL_MESSAGES.notFound).describe('The cycle id') }),
    body: extendCycleInput,
    success: { description: 'Extended', dataKeys: ['renewalCycle'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok(RENEWAL_MESSAGES.extended, { renewalCycle: await extendCycle(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(extend)
