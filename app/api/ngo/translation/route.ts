// GET /api/ngo/translation – the dictionary (translate, hint) and a page of rows; POST – add a label (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listTranslations } from '@/lib/content/reference'
import { translationCreateInput, translationQuery } from '@/lib/content/schemas'
import { createTranslation } from '@/lib/content/translations'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/translation',
    tag: 'Reference content',
    summary: 'The label dictionary (translate, hint) and a page of rows',
    access: 'public',
    query: translationQuery,
    success: { description: 'The list', dataKeys: ['translate', 'hint', 'rows', 'total'] },
  },
  async ({ query }) => ok('Translations', await listTranslations(query)),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/translation',
    tag: 'Reference content',
    summary: 'Add a label',
    access: 'super_admin',
    body: translationCreateInput,
    success: { status: 201, description: 'Created', dataKeys: ['translation'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Translation Created', { translation: await createTranslation(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
