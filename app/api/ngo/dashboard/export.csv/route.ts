// GET /api/ngo/dashboard/export.csv – one table of the public dashboard as CSV (UTF-8 with BOM)
import { methods } from '@/lib/api/methods'
import { download } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { dashboardTableCsv, dashboardTableFileName } from '@/lib/dashboard/export'
import { dashboardExportQuery } from '@/lib/dashboard/schemas'
import { getTranslate } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

const table = route(
  {
    method: 'GET',
    path: '/api/ngo/dashboard/export.csv',
    tag: 'Dashboard',
    summary: 'One table of the dashboard as CSV (UTF-8 with BOM)',
    access: 'public',
    query: dashboardExportQuery,
    success: { description: 'The table', raw: { contentTypes: ['text/csv; charset=utf-8'], description: 'A header in the chosen language and one row per line of the table' } },
  },
  async ({ query }) => {
    const language = query.lang ?? 'ne'
    const csv = await dashboardTableCsv(query.table, await getTranslate(language), language)
    return download(csv, { contentType: 'text/csv; charset=utf-8', fileName: dashboardTableFileName(query.table), cacheControl: 'public, max-age=300' })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(table)
