// POST /api/ngo/sms-notices – send an SMS notice to the NGOs of a list filter (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { sendNotice } from '@/lib/notices/notices'
import { NOTICE_MESSAGES, noticeSendBody } from '@/lib/notices/schemas'

export const dynamic = 'force-dynamic'

const send = route(
  {
    method: 'POST',
    path: '/api/ngo/sms-notices',
    tag: 'Notices',
    summary: 'Send an SMS notice to the NGOs of a list filter',
    description:
      'Queues the notice for every NGO of the filter with a mobile and answers 202 at once; the SMS leave in the background (GET /api/ngo/sms-notices/{id} shows how far). expected_count is the preview’s number of NGOs with a mobile: if it changed, 409. Refused with nothing sent or recorded: an empty filter, an empty text or one over 3 parts (400), no NGO with a mobile (400), more parts than are left of today’s notice budget (429). Recorded in the action log.',
    access: 'super_admin',
    body: noticeSendBody,
    success: { status: 202, description: 'Accepted: sending', dataKeys: ['notice'] },
    errors: [409, 429],
  },
  async ({ viewer, body }) => ok(NOTICE_MESSAGES.queued, { notice: await sendNotice(viewer, body) }, { status: 202 }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(send)
