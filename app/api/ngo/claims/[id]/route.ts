// PUT /api/ngo/claims/{id} – approve or refuse a claim of a profile; the person is told by SMS
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { decideClaim } from '@/lib/profile/claims'
import { parseRouteId } from '@/lib/profile/access'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import { claimDecisionBody } from '@/lib/register/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const claimId = parseRouteId((await params).id, REGISTER_MESSAGES.claimNotFound)
  const { decision } = claimDecisionBody.parse(await readJson(request))
  const result = await decideClaim(viewer, claimId, decision)
  const message = !result.notified ? REGISTER_MESSAGES.claimSmsFailed : decision === 'approve' ? REGISTER_MESSAGES.claimApproved : REGISTER_MESSAGES.claimRefused
  return ok(message, result)
})
