// GET /api/ngo/dashboard/targetgroup-thematicscope – profiles per thematic scope and target group, people per caste group
import { handle, ok } from '@/lib/api/respond'
import { getScopeAndGroupTotals } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Target Group And Thematic Scope', await getScopeAndGroupTotals()))
