// GET /api/ngo/target-group-or-thematic-scope?type=target-group|thematic-scope – list options
import { handle, ok, readQuery } from '@/lib/api/respond'
import { listOptions } from '@/lib/content/reference'
import { optionTypeQuery } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const query = optionTypeQuery.parse(readQuery(request))
  const rows = await listOptions(query.type, { activeOnly: query.active === 'true' })
  return ok('Options', { options: rows, type: query.type })
})
