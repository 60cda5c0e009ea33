// GET /api/ngo/document/config – list document types; POST – add one (super_admin)
import { created, handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createDocumentConfig } from '@/lib/content/configs'
import { listDocumentConfigs } from '@/lib/content/reference'
import { documentConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Document configs', { documentConfigs: await listDocumentConfigs() }))

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = documentConfigInput.parse(await readJson(request))
  return created('Document Config Created', { documentConfig: await createDocumentConfig(viewer, input) })
})
