// POST /api/ngo/upload – upload a logo, document or audit report (multipart: image, id, file_name)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { parseUploadForm, storeUpload, UPLOAD_FORM } from '@/lib/files/upload'

export const dynamic = 'force-dynamic'

const upload = route(
  {
    method: 'POST',
    path: '/api/ngo/upload',
    tag: 'Documents and audit reports',
    summary: 'Upload a logo, document or audit report',
    description:
      'At most 2 MB. The type is read from the bytes: logos PNG, JPEG or WebP (re-encoded); documents those or PDF; audit reports PDF only. A PDF with an action that leaves the document (a script, /Launch, /GoToR, /GoToE, /URI, /SubmitForm, /ImportData, XFA, embedded files, media) or an encrypted one is refused with 415 and a message naming what was found. Returns data.fileID to send with the profile, document or audit report.',
    access: 'ngo',
    accessNote: 'A document upload needs the caller to own the profile.',
    body: UPLOAD_FORM,
    success: { status: 201, description: 'Stored', dataKeys: ['fileID'] },
    errors: [404, 507],
  },
  async ({ viewer, body }) => created('File Upload Success', await storeUpload(viewer, parseUploadForm(body))),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(upload)
