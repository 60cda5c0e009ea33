// GET /api/ngo/renewal-cycles – list the renewal cycles; POST – open the cycle of a fiscal year (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listCycles, openCycle } from '@/lib/renewals/cycles'
import { openCycleInput, RENEWAL_MESSAGES } from '@/lib/renewals/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/renewal-cycles',
    tag: 'Renewals',
    summary: 'List the renewal cycles, newest first, with their extensions',
    access: 'super_admin',
    success: { description: 'The list', dataKeys: ['renewalCycles'] },
  },
  async () => ok(RENEWAL_MESSAGES.list, { renewalCycles: await listCycles() }),
)

const open = route(
  {
    method: 'POST',
    path: '/api/ngo/renewal-cycles',
    tag: 'Renewals',
    summary: 'Open the renewal cycle of a fiscal year',
    description:
      'One cycle per fiscal year (409 for a second). Dates are AD YYYY-MM-DD; starts_on left out is today in Kathmandu. The deadline may not be before the start or in the past. items names what a renewal needs: document:<document type id> and part:annual_budget, part:general_assembly, part:committee; at least one.',
    access: 'super_admin',
    body: openCycleInput,
    success: { status: 201, description: 'Opened', dataKeys: ['renewalCycle'] },
    errors: [409],
  },
  async ({ viewer, body }) => created(RENEWAL_MESSAGES.opened, { renewalCycle: await openCycle(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, open)
