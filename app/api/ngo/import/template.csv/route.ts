// GET /api/ngo/import/template.csv – the import's template: a header row of every column it reads, in the page's language
import { download, handle, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { getTranslate, requestLanguage } from '@/lib/i18n/server'
import { downloadLanguageQuery } from '@/lib/register/schemas'
import { templateCsv } from '@/lib/register/template'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  await requireRole(request, 'super_admin')
  const { lang } = downloadLanguageQuery.parse(readQuery(request))
  const csv = templateCsv(await getTranslate(requestLanguage(request, lang)))
  return download(csv, { contentType: 'text/csv; charset=utf-8', fileName: 'ngo-register-template.csv' })
})
