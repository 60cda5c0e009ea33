// GET /api/ngo/document/config – list document types; POST – add a document type (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createDocumentConfig } from '@/lib/content/configs'
import { listDocumentConfigs } from '@/lib/content/reference'
import { documentConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  { method: 'GET', path: '/api/ngo/document/config', tag: 'Reference content', summary: 'List document types', access: 'public', success: { description: 'The list', dataKeys: ['documentConfigs'] } },
  async () => ok('Document configs', { documentConfigs: await listDocumentConfigs() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/document/config',
    tag: 'Reference content',
    summary: 'Add a document type',
    access: 'super_admin',
    body: documentConfigInput,
    success: { status: 201, description: 'Created', dataKeys: ['documentConfig'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Document Config Created', { documentConfig: await createDocumentConfig(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
