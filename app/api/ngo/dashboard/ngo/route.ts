// GET /api/ngo/dashboard/ngo – number of NGO profiles in the registry
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getProfileTotal } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const figures = route(
  { method: 'GET', path: '/api/ngo/dashboard/ngo', tag: 'Dashboard', summary: 'Number of NGO profiles in the registry', access: 'public', success: { description: 'The totals' } },
  async () => ok('NGO Total', await getProfileTotal()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(figures)
