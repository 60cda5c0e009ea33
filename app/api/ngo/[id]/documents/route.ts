// GET /api/ngo/{id}/documents – the profile's documents with validity; signed-in viewers only
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { versionTag } from '@/lib/api/versions'
import { profileParams } from '@/lib/profile/access'
import { getDocuments } from '@/lib/profile/documents'

export const dynamic = 'force-dynamic'

const documents = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/documents',
    tag: 'Documents and audit reports',
    summary: "The profile's documents with their validity",
    access: 'signed-in',
    accessNote: 'Any signed-in person for a verified, active profile; otherwise its owner and the super administrator.',
    params: profileParams,
    success: { description: 'The documents and the version a save sends back', dataKeys: ['documents', 'version'] },
    errors: [404],
  },
  async ({ viewer, params }) => {
    const data = await getDocuments(viewer, params.id)
    return ok('Documents', data, { headers: { ETag: versionTag(data.version) } })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(documents)
