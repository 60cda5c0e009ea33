// PUT /api/ngo/rules-regulations-plan/config/{id} – rename a rule, regulation or plan; DELETE – delete an unused rule, regulation or plan (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteRulesRegulationsPlanConfig, updateRulesRegulationsPlanConfig } from '@/lib/content/configs'
import { rulesRegulationsPlanConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/rules-regulations-plan/config/{id}',
    tag: 'Reference content',
    summary: 'Rename a rule, regulation or plan',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: rulesRegulationsPlanConfigInput,
    success: { description: 'Updated', dataKeys: ['rulesRegulationsPlanConfig'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Rules Regulations Plan Config Updated', { rulesRegulationsPlanConfig: await updateRulesRegulationsPlanConfig(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/rules-regulations-plan/config/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused rule, regulation or plan',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['rulesRegulationsPlanConfig'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok('Rules Regulations Plan Config Deleted', { rulesRegulationsPlanConfig: await deleteRulesRegulationsPlanConfig(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
