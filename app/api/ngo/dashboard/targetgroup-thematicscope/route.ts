// GET /api/ngo/dashboard/targetgroup-thematicscope – profiles per thematic scope and target group, people per caste group
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getScopeAndGroupTotals } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const figures = route(
  { method: 'GET', path: '/api/ngo/dashboard/targetgroup-thematicscope', tag: 'Dashboard', summary: 'Profiles per thematic scope and target group, people per caste group', access: 'public', success: { description: 'The totals' } },
  async () => ok('Target Group And Thematic Scope', await getScopeAndGroupTotals()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(figures)
