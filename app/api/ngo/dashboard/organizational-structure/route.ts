// GET /api/ngo/dashboard/organizational-structure – people per organisational-structure group
import { handle, ok } from '@/lib/api/respond'
import { getOrganizationalStructure } from '@/lib/dashboard'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Organizational Structure', await getOrganizationalStructure()))
