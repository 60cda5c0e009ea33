// GET /api/ngo/dashboard/ngo-graph – profiles per registration fiscal year
import { handle, ok } from '@/lib/api/respond'
import { getRegistrationGraph } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('NGO Registration Graph', await getRegistrationGraph()))
