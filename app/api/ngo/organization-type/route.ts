// GET /api/ngo/organization-type – list organization types
import { handle, ok } from '@/lib/api/respond'
import { listOrganizationTypes } from '@/lib/content/reference'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Organization types', { organizationTypes: await listOrganizationTypes() }))
