// GET /api/ngo/{id}/badge – the SVG badge an NGO shows on its website: "Registered with <municipality>" only while in good standing
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { BADGE_MAX_AGE_SECONDS, getBadge, matchesEtag } from '@/lib/certificates/badge'
import { badgeQuery } from '@/lib/certificates/schemas'
import { profileParams } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

const badge = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/badge',
    tag: 'Certificates',
    summary: 'The NGO’s badge for its website (SVG)',
    description:
      'Reads "Registered with <municipality>" with a check mark while the NGO is verified, active and its renewal is renewed, not yet due, due, or waiting for review (changes requested: until the deadline); otherwise a neutral "Registration status: see the registry". It links to the NGO’s public page. Kept by browsers for an hour (max-age=3600) with an ETag; an If-None-Match that matches gets 304.',
    access: 'public',
    params: profileParams,
    query: badgeQuery,
    success: {
      description: 'The badge',
      raw: { contentTypes: ['image/svg+xml'], description: 'An SVG image, 320 × 48', headers: { ETag: 'Names this drawing of the badge', 'Cache-Control': `public, max-age=${BADGE_MAX_AGE_SECONDS}` } },
    },
    errors: [404],
  },
  async ({ request, params, query }) => {
    const { svg, etag } = await getBadge(params.id, query.lang ?? 'ne')
    const headers = new Headers({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${BADGE_MAX_AGE_SECONDS}`,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    })
    if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
    return new Response(svg, { status: 200, headers })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(badge)
