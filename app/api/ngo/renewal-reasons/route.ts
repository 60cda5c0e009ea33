// GET /api/ngo/renewal-reasons – the reasons a reviewer chooses from; POST – add one (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createRenewalReason, listRenewalReasons } from '@/lib/renewals/reasons'
import { renewalReasonInput, REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/renewal-reasons',
    tag: 'Renewals',
    summary: 'List the reasons for requesting changes to a renewal',
    access: 'super_admin',
    success: { description: 'The list', dataKeys: ['renewalReasons'] },
  },
  async () => ok(REVIEW_MESSAGES.reasons, { renewalReasons: await listRenewalReasons() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/renewal-reasons',
    tag: 'Renewals',
    summary: 'Add a reason for requesting changes',
    access: 'super_admin',
    body: renewalReasonInput,
    success: { status: 201, description: 'Created', dataKeys: ['renewalReason'] },
    errors: [409],
  },
  async ({ viewer, body }) => created(REVIEW_MESSAGES.reasonCreated, { renewalReason: await createRenewalReason(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
