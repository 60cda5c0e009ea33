// GET /api/ngo/import/template.csv – the import's template as CSV: a header row of every column it reads, in the page's language
import { methods } from '@/lib/api/methods'
import { download } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getTranslate } from '@/lib/i18n/server'
import { downloadLanguageQuery } from '@/lib/register/schemas'
import { templateCsv } from '@/lib/register/template'

export const dynamic = 'force-dynamic'

const template = route(
  {
    method: 'GET',
    path: '/api/ngo/import/template.csv',
    tag: 'Register',
    summary: "The import's template as CSV: a header row of every column it reads",
    access: 'super_admin',
    query: downloadLanguageQuery,
    success: { description: 'The template', raw: { contentTypes: ['text/csv; charset=utf-8'], description: 'A header row in the chosen language' } },
  },
  async ({ query }) => {
    const body = templateCsv(await getTranslate(query.lang ?? 'ne'))
    return download(body, { contentType: 'text/csv; charset=utf-8', fileName: 'ngo-register-template.csv' })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(template)
