// GET /api/ngo/wards – the municipality's wards; POST – add a ward (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { WARD_MESSAGES, wardInput } from '@/lib/content/schemas'
import { createWard, listWards } from '@/lib/content/wards'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/wards',
    tag: 'Reference content',
    summary: "List the municipality's wards",
    description: 'In number order. A profile names its office ward (office_ward_id) and the wards it works in (working_wards) by these ids; the profile list filters by one (ward).',
    access: 'public',
    success: { description: 'The list', dataKeys: ['wards'] },
  },
  async () => ok(WARD_MESSAGES.list, { wards: await listWards() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/wards',
    tag: 'Reference content',
    summary: 'Add a ward',
    access: 'super_admin',
    body: wardInput,
    success: { status: 201, description: 'Created', dataKeys: ['ward'] },
    errors: [409],
  },
  async ({ viewer, body }) => created(WARD_MESSAGES.created, { ward: await createWard(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
