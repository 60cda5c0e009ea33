// POST /api/auth/form/{action} – the plain HTML form posts of the sign-in, sign-up, verification and
// recovery pages, which work without JavaScript (decision 070); each answers 303 to the next page or
// back to its form with its errors. Scripts and other clients use the JSON routes beside it.
import { z } from 'zod'
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { FORM_ACTIONS, handleFormPost } from '@/lib/auth/form-posts'

export const dynamic = 'force-dynamic'

const formPost = route(
  {
    method: 'POST',
    path: '/api/auth/form/{action}',
    tag: 'Auth',
    summary: 'The auth pages’ HTML form posts (application/x-www-form-urlencoded)',
    description:
      'For the portal’s own pages only (the Origin must be the portal’s, with or without a session cookie): login, reset-code, register, verification, verification-code, recover-code and recover take the fields of their page’s form and answer 303 See Other, to the next page or back to the form, whose errors and typed values (never a password) travel in a sealed cookie of one page view. Other clients use the JSON routes of the same names.',
    access: 'public',
    params: z.object({ action: z.enum(FORM_ACTIONS, { error: 'Not Found' }).describe('The form') }),
    success: { status: 303, description: 'On to the next page, or back to the form with its errors', raw: { contentTypes: [], description: 'No body; Location names the page', headers: { Location: 'the page to show' } } },
    errors: [403, 413, 415, 429],
  },
  async ({ request, params }) => handleFormPost(params.action, request),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(formPost)
