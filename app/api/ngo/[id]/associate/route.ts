// GET /api/ngo/{id}/associate – associate, partnership firm and office key person rows
// PUT /api/ngo/{id}/associate – replace the key person rows (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { associateBody } from '@/lib/profile/schemas'
import { getAssociates, saveAssociates } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/associate',
    tag: 'Profile sections',
    summary: 'Associate, partnership firm and office key person rows',
    access: 'public',
    readsViewer: true,
    accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
    params: profileParams,
    success: { description: 'The rows', dataKeys: ['associatePartnershipfirmOfficeKeypersons'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Associates', await getAssociates(viewer, params.id)),
)

const replace = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/associate',
    tag: 'Profile sections',
    summary: 'Replace the key person rows',
    description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped.',
    access: 'owner',
    params: profileParams,
    body: associateBody,
    success: { description: 'The saved rows and the new completeness flags', dataKeys: ['associatePartnershipfirmOfficeKeypersons', 'completeness'] },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Associate Partnershipfirm Office Keyperson Update Success', await saveAssociates(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, replace)
