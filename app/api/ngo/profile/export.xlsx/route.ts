// GET /api/ngo/profile/export.xlsx – the admin list as its filters show it, every page, as an XLSX workbook, streamed
import { methods } from '@/lib/api/methods'
import { download } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getTranslate } from '@/lib/i18n/server'
import { EXPORT_CONTENT_TYPES, exportFileName, profileExportStream } from '@/lib/register/export'
import { profileExportQuery } from '@/lib/register/schemas'

export const dynamic = 'force-dynamic'

const exportList = route(
  {
    method: 'GET',
    path: '/api/ngo/profile/export.xlsx',
    tag: 'Register',
    summary: 'The admin list as its filters show it, every page, as an XLSX workbook',
    description: "Takes the list's own query (page and limit are left aside) and lang for the header. Streamed; the columns are the ones the import reads, dates in BS and AD.",
    access: 'super_admin',
    query: profileExportQuery,
    success: {
      description: 'The list, streamed',
      raw: { contentTypes: [EXPORT_CONTENT_TYPES.xlsx], description: 'One row per NGO', headers: { 'Content-Disposition': 'attachment; filename="ngo-list-{date}.xlsx"' } },
    },
  },
  async ({ viewer, query }) => {
    const t = await getTranslate(query.lang ?? 'ne')
    return download(await profileExportStream(viewer, query, 'xlsx', t), { contentType: EXPORT_CONTENT_TYPES.xlsx, fileName: exportFileName('xlsx') })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(exportList)
