// PUT /api/ngo/document/config/{id} – edit a document type; DELETE – delete an unused document type (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteDocumentConfig, updateDocumentConfig } from '@/lib/content/configs'
import { documentConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/document/config/{id}',
    tag: 'Reference content',
    summary: 'Edit a document type',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: documentConfigInput,
    success: { description: 'Updated', dataKeys: ['documentConfig'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Document Config Updated', { documentConfig: await updateDocumentConfig(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/document/config/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused document type',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['documentConfig'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok('Document Config Deleted', { documentConfig: await deleteDocumentConfig(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
