// PUT /api/ngo/annual-budget-financial-year/{id} – edit a financial year; DELETE – delete an unused financial year (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteFinancialYear, updateFinancialYear } from '@/lib/content/financial-years'
import { financialYearInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/annual-budget-financial-year/{id}',
    tag: 'Reference content',
    summary: 'Edit a financial year',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: financialYearInput,
    success: { description: 'Updated', dataKeys: ['financialYear'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Financial Year Updated', { financialYear: await updateFinancialYear(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/annual-budget-financial-year/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused financial year',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['financialYear'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok('Financial Year Deleted', { financialYear: await deleteFinancialYear(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
