// POST /api/ngo/import – check (a dry run) or, with confirm, import a register of NGOs from a CSV or XLSX file (multipart: file, confirm)
import { handle, ok } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { readMultipartForm } from '@/lib/files/multipart'
import { MAX_IMPORT_BODY_BYTES, parseImportForm, previewImport, runImport } from '@/lib/register/import'
import { REGISTER_MESSAGES } from '@/lib/register/messages'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const form = await readMultipartForm(request, { maxBodyBytes: MAX_IMPORT_BODY_BYTES, tooLargeMessage: REGISTER_MESSAGES.tooLarge })
  const { upload, fields } = parseImportForm(form)
  if (!fields.confirm) return ok(REGISTER_MESSAGES.checked, await previewImport(viewer, upload))
  return ok(REGISTER_MESSAGES.imported, await runImport(viewer, upload, fields.confirm))
})
