// GET /api/ngo/profile/export.xlsx – the admin list as its filters show it, every page, as an XLSX workbook, streamed
import { download, handle, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { getTranslate, requestLanguage } from '@/lib/i18n/server'
import { EXPORT_CONTENT_TYPES, exportFileName, profileExportStream } from '@/lib/register/export'
import { profileExportQuery } from '@/lib/register/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const query = profileExportQuery.parse(readQuery(request))
  const t = await getTranslate(requestLanguage(request, query.lang))
  const stream = await profileExportStream(viewer, query, 'xlsx', t)
  return download(stream, { contentType: EXPORT_CONTENT_TYPES.xlsx, fileName: exportFileName('xlsx') })
})
