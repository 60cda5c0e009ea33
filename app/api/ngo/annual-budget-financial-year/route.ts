// GET /api/ngo/annual-budget-financial-year – list financial years, newest first; POST – add one (super_admin)
import { created, handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createFinancialYear } from '@/lib/content/financial-years'
import { listFinancialYears } from '@/lib/content/reference'
import { financialYearInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Financial years', { financialYears: await listFinancialYears() }))

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = financialYearInput.parse(await readJson(request))
  return created('Financial Year Created', { financialYear: await createFinancialYear(viewer, input) })
})
