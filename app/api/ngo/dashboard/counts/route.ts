// GET /api/ngo/dashboard/counts?type=all|verified|unverified|active|inactive|new_registration – total and month-window counts
import { handle, ok, readQuery } from '@/lib/api/respond'
import { countsQuery, getProfileCounts } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const query = countsQuery.parse(readQuery(request))
  return ok('NGO Profile Counts', { ...(await getProfileCounts(query.type)), type: query.type })
})
