// GET /api/ngo/{id}/organizational-structure – current organizational structure rows with group totals, and the profile-level counts
// PUT /api/ngo/{id}/organizational-structure – replace the current organizational structure rows (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { parseRouteId } from '@/lib/profile/access'
import { organizationalStructureBody } from '@/lib/profile/schemas'
import { getOrganizationalStructure, saveOrganizationalStructure } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Organizational structure', await getOrganizationalStructure(viewer, profileId))
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const rows = organizationalStructureBody.parse(await readJson(request))
  return ok('Current Organizational Structure Update Success', await saveOrganizationalStructure(viewer, profileId, rows))
})
