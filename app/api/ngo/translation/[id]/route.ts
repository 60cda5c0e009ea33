// PUT /api/ngo/translation/{id} – change a label's Nepali text and hint (super_admin). Translations are never deleted.
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { translationUpdateInput } from '@/lib/content/schemas'
import { updateTranslation } from '@/lib/content/translations'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/translation/{id}',
    tag: 'Reference content',
    summary: "Change a label's Nepali text and hint",
    access: 'super_admin',
    params: rowParams,
    body: translationUpdateInput,
    success: { description: 'Updated', dataKeys: ['translation'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok('Translation Updated', { translation: await updateTranslation(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update)
