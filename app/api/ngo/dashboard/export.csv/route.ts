// GET /api/ngo/dashboard/export.csv – one table of the public dashboard as CSV (UTF-8 with BOM)
import { download, handle, readQuery } from '@/lib/api/respond'
import { dashboardTableCsv, dashboardTableFileName } from '@/lib/dashboard/export'
import { dashboardExportQuery } from '@/lib/dashboard/schemas'
import { getTranslate, requestLanguage } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const { table, lang } = dashboardExportQuery.parse(readQuery(request))
  const csv = await dashboardTableCsv(table, await getTranslate(requestLanguage(request, lang)))
  return download(csv, { contentType: 'text/csv; charset=utf-8', fileName: dashboardTableFileName(table), cacheControl: lang ? 'public, max-age=300' : 'private, max-age=300' })
})
