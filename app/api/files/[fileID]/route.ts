// GET /api/files/{fileID} – an uploaded file: logos to everyone, documents and audit reports to signed-in viewers
import { handle } from '@/lib/api/respond'
import { getViewer } from '@/lib/auth/viewer'
import { fileResponseHeaders, readStoredFile } from '@/lib/files/upload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const { fileID } = await context.params
  const viewer = await getViewer(request)
  const file = await readStoredFile(viewer, fileID ?? '')
  const headers = fileResponseHeaders(file)
  if (request.headers.get('if-none-match') === headers.get('ETag')) {
    headers.delete('Content-Length')
    return new Response(null, { status: 304, headers })
  }
  return new Response(new Uint8Array(file.data), { status: 200, headers })
})
