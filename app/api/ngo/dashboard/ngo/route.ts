// GET /api/ngo/dashboard/ngo – number of NGO profiles in the registry
import { handle, ok } from '@/lib/api/respond'
import { getProfileTotal } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('NGO Total', await getProfileTotal()))
