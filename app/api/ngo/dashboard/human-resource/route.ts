// GET /api/ngo/dashboard/human-resource – men, women, LGBTQI people and people with disability
import { handle, ok } from '@/lib/api/respond'
import { getHumanResource } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Human Resource', await getHumanResource()))
