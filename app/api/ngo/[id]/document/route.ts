// PUT /api/ngo/{id}/document – create or replace the document of one document type (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireViewer } from '@/lib/auth/viewer'
import { saveDocument } from '@/lib/profile/documents'
import { parseRouteId } from '@/lib/profile/access'
import { documentBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const input = documentBody.parse(await readJson(request))
  return ok('Document Save Success', await saveDocument(viewer, profileId, input))
})
