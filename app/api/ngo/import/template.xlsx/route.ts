// GET /api/ngo/import/template.xlsx – the import's template as a workbook, with a second sheet saying what each column takes, in the page's language
import { methods } from '@/lib/api/methods'
import { download } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getTranslate } from '@/lib/i18n/server'
import { EXPORT_CONTENT_TYPES } from '@/lib/register/export'
import { downloadLanguageQuery } from '@/lib/register/schemas'
import { templateXlsx } from '@/lib/register/template'

export const dynamic = 'force-dynamic'

const template = route(
  {
    method: 'GET',
    path: '/api/ngo/import/template.xlsx',
    tag: 'Register',
    summary: "The import's template as an XLSX workbook: a header row of every column it reads",
    access: 'super_admin',
    query: downloadLanguageQuery,
    success: { description: 'The template', raw: { contentTypes: [EXPORT_CONTENT_TYPES.xlsx], description: 'A header row in the chosen language' } },
  },
  async ({ query }) => {
    const body = await templateXlsx(await getTranslate(query.lang ?? 'ne'))
    return download(body, { contentType: EXPORT_CONTENT_TYPES.xlsx, fileName: 'ngo-register-template.xlsx' })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(template)
