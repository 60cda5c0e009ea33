// PUT /api/ngo/{id}/document – create or replace the document of one document type (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
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
    description: 'Upload the file first (POST /api/ngo/upload with id set to the profile id) and send its fileID as file.',
    access: 'owner',
    params: profileParams,
    body: documentBody,
    success: { description: 'Saved' },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Document Save Success', await saveDocument(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(save)
