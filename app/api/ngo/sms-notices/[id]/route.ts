// GET /api/ngo/sms-notices/{id} – an SMS notice and how far its sending has come (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getNotice } from '@/lib/notices/notices'
import { NOTICE_MESSAGES } from '@/lib/notices/schemas'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/sms-notices/{id}',
    tag: 'Notices',
    summary: 'An SMS notice and its progress',
    description: 'How many SMS were sent, failed and are still waiting; finished_at once none waits.',
    access: 'super_admin',
    params: z.object({ id: pathId(NOTICE_MESSAGES.notFound).describe('The notice id') }),
    success: { description: 'The notice', dataKeys: ['notice'] },
    errors: [404],
  },
  async ({ params }) => ok(NOTICE_MESSAGES.progress, { notice: await getNotice(params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read)
