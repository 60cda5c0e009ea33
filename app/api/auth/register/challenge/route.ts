// GET /api/auth/register/challenge – a proof-of-work challenge for sign-up, and whether one is needed now
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { getSignUpChallenge } from '@/lib/auth/proof-of-work'

export const dynamic = 'force-dynamic'

const challenge = route(
  {
    method: 'GET',
    path: '/api/auth/register/challenge',
    tag: 'Auth',
    summary: 'Get a proof-of-work challenge for sign-up',
    description:
      '`required` tells whether `POST /api/auth/register` needs a solved challenge now (many sign-ups in the last ten minutes). `challenge` is a signed ALTCHA challenge (PBKDF2/SHA-256), good for ten minutes and for one registration; the sign-up page’s widget solves it and sends the payload as `altcha`.',
    access: 'public',
    success: { description: 'A fresh challenge', dataKeys: ['required', 'challenge'] },
  },
  async () => ok(AUTH_MESSAGES.proofOfWorkChallenge, await getSignUpChallenge()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(challenge)
