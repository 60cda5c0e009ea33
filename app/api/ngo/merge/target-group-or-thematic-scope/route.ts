// POST /api/ngo/merge/target-group-or-thematic-scope – merge options into one named option (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { mergeOptions, optionTypeLabel } from '@/lib/content/options'
import { optionMergeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const merge = route(
  {
    method: 'POST',
    path: '/api/ngo/merge/target-group-or-thematic-scope',
    tag: 'Reference content',
    summary: 'Merge options into one named option',
    description: 'Profiles that used any of the merged options use the resulting one.',
    access: 'super_admin',
    body: optionMergeInput,
    success: { description: 'Merged' },
    errors: [404, 409],
  },
  async ({ viewer, body }) => ok(`${optionTypeLabel(body.type)} Merged`, await mergeOptions(viewer, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(merge)
