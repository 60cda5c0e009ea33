// GET /api/ngo/dashboard/human-resource – men, women, LGBTQI people and people with disability
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { getHumanResource } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

const figures = route(
  { method: 'GET', path: '/api/ngo/dashboard/human-resource', tag: 'Dashboard', summary: 'Men, women, LGBTQI people and people with disability', access: 'public', success: { description: 'The totals' } },
  async () => ok('Human Resource', await getHumanResource()),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(figures)
