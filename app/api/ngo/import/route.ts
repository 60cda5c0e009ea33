// POST /api/ngo/import – check (a dry run) or, with confirm, import a register of NGOs from a CSV or XLSX file (multipart: file, confirm)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { IMPORT_FORM, parseImportForm, previewImport, runImport } from '@/lib/register/import'
import { REGISTER_MESSAGES } from '@/lib/register/messages'

export const dynamic = 'force-dynamic'

const importRegister = route(
  {
    method: 'POST',
    path: '/api/ngo/import',
    tag: 'Register',
    summary: 'Check (a dry run) or import a register of NGOs from a CSV or XLSX file',
    description:
      'Without confirm nothing is written: every row comes back as new, update (matched by DAO registration number) or error, with each error next to its cell. ' +
      "With confirm set to the dry run's data.file.sha256 the same file is imported in one transaction, all rows or none; new profiles are unverified and owned by no account. " +
      'Messages are English label keys of lib/register/messages.ts.',
    access: 'super_admin',
    body: IMPORT_FORM,
    success: { description: "The dry run (file, columns, ignored_columns, summary, rows) or the import's counts", dataKeys: ['file'] },
    errors: [409],
  },
  async ({ viewer, body }) => {
    const { upload, fields } = parseImportForm(body)
    if (!fields.confirm) return ok(REGISTER_MESSAGES.checked, await previewImport(viewer, upload))
    return ok(REGISTER_MESSAGES.imported, await runImport(viewer, upload, fields.confirm))
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(importRegister)
