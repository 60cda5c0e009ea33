// GET /api/ngo/annual-budget-financial-year – list financial years, newest first; POST – add a financial year (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createFinancialYear } from '@/lib/content/financial-years'
import { listFinancialYears } from '@/lib/content/reference'
import { financialYearInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  { method: 'GET', path: '/api/ngo/annual-budget-financial-year', tag: 'Reference content', summary: 'List financial years, newest first', access: 'public', success: { description: 'The list', dataKeys: ['financialYears'] } },
  async () => ok('Financial years', { financialYears: await listFinancialYears() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/annual-budget-financial-year',
    tag: 'Reference content',
    summary: 'Add a financial year',
    access: 'super_admin',
    body: financialYearInput,
    success: { status: 201, description: 'Created', dataKeys: ['financialYear'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Financial Year Created', { financialYear: await createFinancialYear(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
