// GET /api/ngo/dashboard/organizational-structure – people per organisational-structure group
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getOrganizationalStructure } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const figures = route(
  { method: 'GET', path: '/api/ngo/dashboard/organizational-structure', tag: 'Dashboard', summary: 'People per organizational structure group', access: 'public', success: { description: 'The totals' } },
  async () => ok('Organizational Structure', await getOrganizationalStructure()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(figures)
