// POST /api/ngo/duplicates/dismissals – mark a listed pair as two different organisations (super_admin)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { dismissDuplicate } from '@/lib/profile/duplicates'
import { duplicateDismissBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const dismiss = route(
  {
    method: 'POST',
    path: '/api/ngo/duplicates/dismissals',
    tag: 'Profiles',
    summary: 'Mark a pair of possible duplicates as two different organisations',
    description:
      'The pair leaves the list of possible duplicates for good (and when one of the two is merged into a third profile, the pair with that profile stays dismissed). Only a listed pair can be dismissed: 404 otherwise; 400 when both ids are the same. Recorded in the action log of both profiles. Dismissing a pair twice changes nothing.',
    access: 'super_admin',
    body: duplicateDismissBody,
    success: { status: 201, description: 'Dismissed', dataKeys: ['dismissal'] },
    errors: [404],
  },
  async ({ viewer, body }) => created(DUPLICATE_MESSAGES.dismissed, { dismissal: await dismissDuplicate(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(dismiss)
