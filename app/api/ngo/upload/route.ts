// POST /api/ngo/upload – upload a logo, document or audit report (multipart: image, id, file_name)
import { created, handle } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { readMultipartForm } from '@/lib/files/multipart'
import { MAX_UPLOAD_BODY_BYTES, parseUploadForm, storeUpload, UPLOAD_MESSAGES } from '@/lib/files/upload'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'user', 'admin')
  const form = await readMultipartForm(request, { maxBodyBytes: MAX_UPLOAD_BODY_BYTES, tooLargeMessage: UPLOAD_MESSAGES.tooLarge })
  const input = parseUploadForm(form)
  return created('File Upload Success', await storeUpload(viewer, input))
})
