// PUT /api/ngo/translation/{id} – change a label's Nepali text and hint (super_admin). Translations are never deleted.
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { translationUpdateInput } from '@/lib/content/schemas'
import { updateTranslation } from '@/lib/content/translations'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/translation/{id}',
    tag: 'Reference content',
    summary: "Change a label's Nepali text and hint",
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: translationUpdateInput,
    success: { description: 'Updated', dataKeys: ['translation'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Translation Updated', { translation: await updateTranslation(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update)
