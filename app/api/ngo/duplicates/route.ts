// GET /api/ngo/duplicates – profiles that resemble each other, a pair at a time (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { listPossibleDuplicates } from '@/lib/profile/duplicates'
import { duplicateListQuery } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/duplicates',
    tag: 'Profiles',
    summary: 'Possible duplicates: pairs of profiles that resemble each other',
    description:
      'Pairs of profiles with the same DAO registration number (digits in either script, spaces, dashes, slashes and leading zeros aside), a phone in common, or names (Nepali, English or romanised) within 0, 1 or 2 edits by their length. reasons says which (dao, phone, name). Pairs dismissed as two organisations are left out. A shared DAO number first, then the pairs with most reasons, newest first.',
    access: 'super_admin',
    query: duplicateListQuery,
    success: { description: 'A page of pairs', dataKeys: ['pairs', 'total', 'page', 'limit'] },
  },
  async ({ viewer, query }) => ok(DUPLICATE_MESSAGES.listed, await listPossibleDuplicates(viewer, query)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list)
