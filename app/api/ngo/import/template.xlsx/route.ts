// GET /api/ngo/import/template.xlsx – the import's template as a workbook, with a second sheet saying what each column takes
import { download, handle, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { getTranslate, requestLanguage } from '@/lib/i18n/server'
import { EXPORT_CONTENT_TYPES } from '@/lib/register/export'
import { downloadLanguageQuery } from '@/lib/register/schemas'
import { templateXlsx } from '@/lib/register/template'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  await requireRole(request, 'super_admin')
  const { lang } = downloadLanguageQuery.parse(readQuery(request))
  const workbook = await templateXlsx(await getTranslate(requestLanguage(request, lang)))
  return download(workbook, { contentType: EXPORT_CONTENT_TYPES.xlsx, fileName: 'ngo-register-template.xlsx' })
})
