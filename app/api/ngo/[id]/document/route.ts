// PUT /api/ngo/{id}/document – create or replace the document of one document type (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { profileParams } from '@/lib/profile/access'
import { saveDocument } from '@/lib/profile/documents'
import { documentBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const save = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/document',
    tag: 'Documents and audit reports',
    summary: 'Create or replace the document of one document type',
    description:
      'Upload the file first (POST /api/ngo/upload with id set to the profile id) and send its fileID as file. To refuse overwriting a newer save, send the version GET /api/ngo/{id}/documents returned (data.version) as base_version, or its ETag as If-Match: when a document of the profile was saved after that version, the save answers 409 and changes nothing. Each save answers the new version, to send with the next one. Without either, the last save wins.',
    access: 'owner',
    params: profileParams,
    body: documentBody,
    success: { description: 'Saved' },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) =>
    ok('Document Save Success', await saveDocument(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(save)
