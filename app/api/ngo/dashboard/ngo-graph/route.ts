// GET /api/ngo/dashboard/ngo-graph – profiles per registration fiscal year
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getRegistrationGraph } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const figures = route(
  { method: 'GET', path: '/api/ngo/dashboard/ngo-graph', tag: 'Dashboard', summary: 'Profiles per registration fiscal year', access: 'public', success: { description: 'The totals' } },
  async () => ok('NGO Registration Graph', await getRegistrationGraph()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(figures)
