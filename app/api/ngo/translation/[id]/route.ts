// PUT /api/ngo/translation/[id] – change a label's Nepali text and hint (super_admin). Translations are never deleted.
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { idParams, translationUpdateInput } from '@/lib/content/schemas'
import { updateTranslation } from '@/lib/content/translations'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = translationUpdateInput.parse(await readJson(request))
  return ok('Translation Updated', { translation: await updateTranslation(viewer, id, input) })
})
