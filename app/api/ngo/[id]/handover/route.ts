// GET /api/ngo/{id}/handover – who can take over a profile (super administrator)
// POST /api/ngo/{id}/handover – make a person the profile's NGO admin, with a reason (super administrator)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { handOver, listHandoverCandidates } from '@/lib/people/handover'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { handoverBody } from '@/lib/people/schemas'
import { profileParams } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

const candidates = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/handover',
    tag: 'People',
    summary: 'Who can take over a profile',
    description: 'Its people (role admin or user), and verified people in no NGO who signed up with its DAO registration number (role null). Mobiles are masked.',
    access: 'super_admin',
    params: profileParams,
    success: { description: 'The candidates', dataKeys: ['candidates'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok(PEOPLE_MESSAGES.candidates, { candidates: await listHandoverCandidates(viewer, params.id) }),
)

const handover = route(
  {
    method: 'POST',
    path: '/api/ngo/{id}/handover',
    tag: 'People',
    summary: 'Make a person the profile\u2019s NGO admin',
    description:
      'For when no NGO admin can act. user_id is one of GET /api/ngo/{id}/handover\u2019s candidates (else 400); the reason is required and goes in the action log. The former admins become members, every session of theirs ends, and each gets one SMS from the notice budget (sms: sent, over_budget, failed, no_mobile or none).',
    access: 'super_admin',
    params: profileParams,
    body: handoverBody,
    success: { description: 'Handed over', dataKeys: ['admin', 'former_admins', 'sms'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => {
    const result = await handOver(viewer, params.id, body)
    return ok(result.sms === 'sent' || result.sms === 'none' ? PEOPLE_MESSAGES.handedOver : PEOPLE_MESSAGES.handedOverSmsNotSent, { ...result })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(candidates, handover)
