// GET /api/files/{fileID} – an uploaded file: logos to everyone, documents and audit reports to signed-in viewers
import { z } from 'zod'
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { fileResponseHeaders, readStoredFile, UPLOAD_MESSAGES } from '@/lib/files/upload'
import { STORAGE_KEY_PATTERN } from '@/lib/files/storage'

export const dynamic = 'force-dynamic'

const file = route(
  {
    method: 'GET',
    path: '/api/files/{fileID}',
    tag: 'Documents and audit reports',
    summary: 'An uploaded file',
    description:
      'Answers 304 to an If-None-Match that matches its ETag. Documents and audit reports come as attachments under a sandbox policy, so a file can never run as a page of the portal.',
    access: 'public',
    readsViewer: true,
    accessNote: 'Logos are public. Documents and audit reports need a signed-in viewer who may read the profile.',
    params: z.object({ fileID: z.string({ error: UPLOAD_MESSAGES.fileNotFound }).regex(STORAGE_KEY_PATTERN, UPLOAD_MESSAGES.fileNotFound).describe('The fileID an upload returned') }),
    success: {
      description: 'The file, with Content-Disposition and X-Content-Type-Options: nosniff',
      raw: { contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'], description: 'The bytes of the file', headers: { ETag: 'The SHA-256 of the bytes' } },
    },
    errors: [404],
  },
  async ({ request, viewer, params }) => {
    const stored = await readStoredFile(viewer, params.fileID)
    const headers = fileResponseHeaders(stored)
    if (request.headers.get('if-none-match') === headers.get('ETag')) {
      headers.delete('Content-Length')
      return new Response(null, { status: 304, headers })
    }
    return new Response(new Uint8Array(stored.data), { status: 200, headers })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(file)
