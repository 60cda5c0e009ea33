// GET /api/ngo/dashboard/counts?type=all|verified|unverified|active|inactive|new_registration – total and month-window counts
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { countsQuery, getProfileCounts } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const counts = route(
  {
    method: 'GET',
    path: '/api/ngo/dashboard/counts',
    tag: 'Dashboard',
    summary: 'Profile counts: the total and the 3, 6, 9 and 12 month windows',
    access: 'public',
    query: countsQuery,
    success: { description: 'The counts', dataKeys: ['type'] },
  },
  async ({ query }) => ok('NGO Profile Counts', { ...(await getProfileCounts(query.type)), type: query.type }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(counts)
