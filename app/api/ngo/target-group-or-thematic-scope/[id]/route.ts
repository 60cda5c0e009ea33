// PUT /api/ngo/target-group-or-thematic-scope/[id] – rename, hide or show an option; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteOption, optionTypeLabel, updateOption } from '@/lib/content/options'
import { idParams, optionUpdateInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = optionUpdateInput.parse(await readJson(request))
  const option = await updateOption(viewer, id, input)
  return ok(`${optionTypeLabel(option.type)} Updated`, { option })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const option = await deleteOption(viewer, id)
  return ok(`${optionTypeLabel(option.type)} Deleted`, { option })
})
