// GET /api/ngo/{id}/documents – the profile's documents with validity; signed-in viewers only
import { handle, ok } from '@/lib/api/respond'
import { getViewer } from '@/lib/auth/viewer'
import { getDocuments } from '@/lib/profile/documents'
import { parseRouteId } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Documents', await getDocuments(viewer, profileId))
})
