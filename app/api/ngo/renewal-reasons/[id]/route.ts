// PUT /api/ngo/renewal-reasons/{id} – rename a reason; DELETE – delete a reason no decision used (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteRenewalReason, updateRenewalReason } from '@/lib/renewals/reasons'
import { renewalReasonInput, REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'

export const dynamic = 'force-dynamic'

const params = z.object({ id: pathId(REVIEW_MESSAGES.reasonNotFound).describe('The reason id') })

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/renewal-reasons/{id}',
    tag: 'Renewals',
    summary: 'Rename a reason for requesting changes',
    description: 'Send the version the list returned as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing.',
    access: 'super_admin',
    params,
    body: renewalReasonInput,
    success: { description: 'Updated', dataKeys: ['renewalReason'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) =>
    ok(REVIEW_MESSAGES.reasonUpdated, { renewalReason: await updateRenewalReason(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/renewal-reasons/{id}',
    tag: 'Renewals',
    summary: 'Delete a reason no decision used',
    description: 'A reason a decision gave cannot be deleted (409): the decision keeps saying why.',
    access: 'super_admin',
    params,
    success: { description: 'Deleted', dataKeys: ['renewalReason'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok(REVIEW_MESSAGES.reasonDeleted, { renewalReason: await deleteRenewalReason(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
