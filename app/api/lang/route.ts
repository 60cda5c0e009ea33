// GET /api/lang?lang=ne|en&next=/path – choose the interface language and go back to a page of the portal
import { z } from 'zod'
import { localPath } from '@/lib/api/local-path'
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { LANGUAGE_COOKIE } from '@/lib/i18n/shared'

export const dynamic = 'force-dynamic'

const languageQuery = z.object({
  lang: z.enum(['ne', 'en']).catch('ne').describe('The interface language; anything other than en means Nepali.'),
  next: z.string().optional().describe('A path of this portal to go to afterwards; anything that leads elsewhere goes to /.'),
})

const chooseLanguage = route(
  {
    method: 'GET',
    path: '/api/lang',
    tag: 'System',
    summary: 'Choose the interface language and go back to a page',
    access: 'public',
    query: languageQuery,
    success: {
      status: 303,
      description: 'Sets the lang cookie and redirects',
      raw: { contentTypes: [], description: 'No body', headers: { Location: 'The path to go to', 'Set-Cookie': 'lang=ne or lang=en' } },
    },
  },
  async ({ request, query }) =>
    new Response(null, {
      status: 303,
      headers: {
        Location: localPath(query.next, request.url),
        'Set-Cookie': `${LANGUAGE_COOKIE}=${query.lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(chooseLanguage)
