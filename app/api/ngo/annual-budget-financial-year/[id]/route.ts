// PUT /api/ngo/annual-budget-financial-year/[id] – edit a financial year; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteFinancialYear, updateFinancialYear } from '@/lib/content/financial-years'
import { financialYearInput, idParams } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = financialYearInput.parse(await readJson(request))
  return ok('Financial Year Updated', { financialYear: await updateFinancialYear(viewer, id, input) })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  return ok('Financial Year Deleted', { financialYear: await deleteFinancialYear(viewer, id) })
})
