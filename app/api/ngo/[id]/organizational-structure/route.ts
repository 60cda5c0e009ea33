// GET /api/ngo/{id}/organizational-structure – current organizational structure rows with group totals
// PUT /api/ngo/{id}/organizational-structure – replace the current organizational structure rows (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf, versionTag } from '@/lib/api/versions'
import { profileParams } from '@/lib/profile/access'
import { organizationalStructureSaveBody } from '@/lib/profile/schemas'
import { getOrganizationalStructure, saveOrganizationalStructure } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/organizational-structure',
    tag: 'Profile sections',
    summary: 'Current organizational structure rows with group totals',
    access: 'public',
    readsViewer: true,
    accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
    params: profileParams,
    success: { description: 'The rows', dataKeys: ['currentOrganizationalStructures', 'organizationalStructure', 'version'] },
    errors: [404],
  },
  async ({ viewer, params }) => {
    const data = await getOrganizationalStructure(viewer, params.id)
    return ok('Organizational structure', data, { headers: { ETag: versionTag(data.version) } })
  },
)

const replace = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/organizational-structure',
    tag: 'Profile sections',
    summary: 'Replace the current organizational structure rows',
    description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped. To refuse overwriting a newer save, send the version the read returned (data.version) as base_version in the object form, or its ETag as If-Match: a save based on an older version answers 409 and changes nothing. Without either, the last save wins.',
    access: 'owner',
    params: profileParams,
    body: organizationalStructureSaveBody,
    success: { description: 'The saved rows and the new completeness flags', dataKeys: ['currentOrganizationalStructures', 'completeness', 'version'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body }) =>
    ok('Current Organizational Structure Update Success', await saveOrganizationalStructure(viewer, params.id, body.rows, { baseVersion: baseVersionOf(request, body.base_version) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, replace)
