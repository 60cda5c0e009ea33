// GET /api/ngo/target-group-or-thematic-scope?type=target-group|thematic-scope – list options; POST – add one (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createOption, optionTypeLabel } from '@/lib/content/options'
import { listOptions } from '@/lib/content/reference'
import { optionCreateInput, optionTypeQuery } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/target-group-or-thematic-scope',
    tag: 'Reference content',
    summary: 'List target group or thematic scope options',
    access: 'public',
    query: optionTypeQuery,
    success: { description: 'The list', dataKeys: ['options', 'type'] },
  },
  async ({ query }) => ok('Options', { options: await listOptions(query.type, { activeOnly: query.active === 'true' }), type: query.type }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/target-group-or-thematic-scope',
    tag: 'Reference content',
    summary: 'Add an option',
    access: 'super_admin',
    body: optionCreateInput,
    success: { status: 201, description: 'Created', dataKeys: ['option'] },
    errors: [409],
  },
  async ({ viewer, body }) => {
    const option = await createOption(viewer, body)
    return created(`${optionTypeLabel(option.type)} Created`, { option })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
