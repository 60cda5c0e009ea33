// GET /api/ngo/translation – the dictionary (translate, hint) and a page of rows
import { handle, ok, readQuery } from '@/lib/api/respond'
import { listTranslations } from '@/lib/content/reference'
import { translationQuery } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const query = translationQuery.parse(readQuery(request))
  return ok('Translations', await listTranslations(query))
})
