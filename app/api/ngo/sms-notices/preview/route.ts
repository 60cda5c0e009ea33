// POST /api/ngo/sms-notices/preview – what an SMS notice to the NGOs of a list filter would cost (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { previewNotice } from '@/lib/notices/notices'
import { NOTICE_MESSAGES, noticePreviewBody } from '@/lib/notices/schemas'

export const dynamic = 'force-dynamic'

const preview = route(
  {
    method: 'POST',
    path: '/api/ngo/sms-notices/preview',
    tag: 'Notices',
    summary: 'Preview an SMS notice to the NGOs of a list filter',
    description:
      'The NGOs of the filter, those with a mobile (who get it), the SMS parts per message (GSM-7: 160 characters in one part, 153 a part when longer; UCS-2, any Nepali text: 70 and 67), the parts in all, what is left of today’s notice budget and whether the notice fits. Writes nothing. An empty filter, an empty text or one over 3 parts: 400.',
    access: 'super_admin',
    body: noticePreviewBody,
    success: { description: 'The preview', dataKeys: ['preview'] },
  },
  async ({ body }) => ok(NOTICE_MESSAGES.previewed, { preview: await previewNotice(body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(preview)
