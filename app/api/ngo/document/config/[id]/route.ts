// PUT /api/ngo/document/config/[id] – edit a document type; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteDocumentConfig, updateDocumentConfig } from '@/lib/content/configs'
import { documentConfigInput, idParams } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = documentConfigInput.parse(await readJson(request))
  return ok('Document Config Updated', { documentConfig: await updateDocumentConfig(viewer, id, input) })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  return ok('Document Config Deleted', { documentConfig: await deleteDocumentConfig(viewer, id) })
})
