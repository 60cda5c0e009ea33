// GET /api/ngo/{id}/annual-budget – annual budget rows
// PUT /api/ngo/{id}/annual-budget – replace the annual budget rows (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { annualBudgetBody } from '@/lib/profile/schemas'
import { getAnnualBudgets, saveAnnualBudgets } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/annual-budget',
    tag: 'Profile sections',
    summary: 'Annual budget rows',
    access: 'public',
    readsViewer: true,
    accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
    params: profileParams,
    success: { description: 'The rows', dataKeys: ['annualBudgets'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Annual budgets', await getAnnualBudgets(viewer, params.id)),
)

const replace = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/annual-budget',
    tag: 'Profile sections',
    summary: 'Replace the annual budget rows',
    description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped.',
    access: 'owner',
    params: profileParams,
    body: annualBudgetBody,
    success: { description: 'The saved rows and the new completeness flags', dataKeys: ['annualBudgets', 'completeness'] },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Annual Budget Update Success', await saveAnnualBudgets(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, replace)
