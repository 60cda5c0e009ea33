// GET /api/ngo/target-group-or-thematic-scope?type=target-group|thematic-scope – list options; POST – add one (super_admin)
import { created, handle, ok, readJson, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createOption, optionTypeLabel } from '@/lib/content/options'
import { listOptions } from '@/lib/content/reference'
import { optionCreateInput, optionTypeQuery } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const query = optionTypeQuery.parse(readQuery(request))
  const rows = await listOptions(query.type, { activeOnly: query.active === 'true' })
  return ok('Options', { options: rows, type: query.type })
})

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = optionCreateInput.parse(await readJson(request))
  const option = await createOption(viewer, input)
  return created(`${optionTypeLabel(option.type)} Created`, { option })
})
