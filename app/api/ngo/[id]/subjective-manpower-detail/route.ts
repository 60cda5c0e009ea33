// GET /api/ngo/{id}/subjective-manpower-detail – subjective manpower rows
// PUT /api/ngo/{id}/subjective-manpower-detail – replace the subjective manpower rows (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { subjectiveManpowerBody } from '@/lib/profile/schemas'
import { getSubjectiveManpower, saveSubjectiveManpower } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/subjective-manpower-detail',
    tag: 'Profile sections',
    summary: 'Subjective manpower rows',
    access: 'public',
    readsViewer: true,
    accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
    params: profileParams,
    success: { description: 'The rows', dataKeys: ['subjectiveManpowerDetails'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Subjective manpower detail', await getSubjectiveManpower(viewer, params.id)),
)

const replace = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/subjective-manpower-detail',
    tag: 'Profile sections',
    summary: 'Replace the subjective manpower rows',
    description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped.',
    access: 'owner',
    params: profileParams,
    body: subjectiveManpowerBody,
    success: { description: 'The saved rows and the new completeness flags', dataKeys: ['subjectiveManpowerDetails', 'completeness'] },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Subjective Manpower Detail Update Success', await saveSubjectiveManpower(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, replace)
