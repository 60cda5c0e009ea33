// GET /api/lang?lang=ne|en&next=/path – the language switch of before each
// language had its own addresses (decision 040): old links still work, sending
// the person to the same page at the chosen language's address.
import { z } from 'zod'
import { localPath } from '@/lib/api/local-path'
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { switchLanguage } from '@/lib/i18n/paths'

export const dynamic = 'force-dynamic'

const languageQuery = z.object({
  lang: z.enum(['ne', 'en']).catch('ne').describe('The language; anything other than en means Nepali.'),
  next: z.string().optional().describe('A path of this portal; anything that leads elsewhere goes to the home page.'),
})

const chooseLanguage = route(
  {
    method: 'GET',
    path: '/api/lang',
    tag: 'System',
    summary: "Go to a page of the portal in a language (the page's address under /en, or without it)",
    access: 'public',
    query: languageQuery,
    success: {
      status: 303,
      description: "Redirects to the page at the language's address",
      raw: { contentTypes: [], description: 'No body', headers: { Location: 'The path to go to' } },
    },
  },
  async ({ request, query }) =>
    new Response(null, {
      status: 303,
      headers: { Location: switchLanguage(localPath(query.next, request.url), query.lang), 'Cache-Control': 'no-store' },
    }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(chooseLanguage)
