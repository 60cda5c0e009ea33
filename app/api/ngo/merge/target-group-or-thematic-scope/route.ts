// POST /api/ngo/merge/target-group-or-thematic-scope – merge options into one named option (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { mergeOptions, optionTypeLabel } from '@/lib/content/options'
import { optionMergeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = optionMergeInput.parse(await readJson(request))
  const result = await mergeOptions(viewer, input)
  return ok(`${optionTypeLabel(input.type)} Merged`, result)
})
