// GET /api/ngo/translation – the dictionary (translate, hint) and a page of rows; POST – add a label (super_admin)
import { created, handle, ok, readJson, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { listTranslations } from '@/lib/content/reference'
import { translationCreateInput, translationQuery } from '@/lib/content/schemas'
import { createTranslation } from '@/lib/content/translations'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const query = translationQuery.parse(readQuery(request))
  return ok('Translations', await listTranslations(query))
})

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = translationCreateInput.parse(await readJson(request))
  return created('Translation Created', { translation: await createTranslation(viewer, input) })
})
