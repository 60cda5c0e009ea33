// GET /api/ngo/{id}/rules-regulations-plan – the rules, regulations and plans checklist
// PUT /api/ngo/{id}/rules-regulations-plan – replace the rules, regulations and plans checklist (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { rulesRegulationsPlanBody } from '@/lib/profile/schemas'
import { getRulesRegulationsPlans, saveRulesRegulationsPlans } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/rules-regulations-plan',
    tag: 'Profile sections',
    summary: 'The rules, regulations and plans checklist',
    access: 'public',
    readsViewer: true,
    accessNote: 'Rows of a verified, active profile are public; otherwise only its owner and the super administrator read them.',
    params: profileParams,
    success: { description: 'The rows', dataKeys: ['rulesRegulationsPlans'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Rules, regulations and plans', await getRulesRegulationsPlans(viewer, params.id)),
)

const replace = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/rules-regulations-plan',
    tag: 'Profile sections',
    summary: 'Replace the rules, regulations and plans checklist',
    description: 'Replaces every row: send the rows as a JSON array, or as {"rows": [...]}. Blank rows are skipped.',
    access: 'owner',
    params: profileParams,
    body: rulesRegulationsPlanBody,
    success: { description: 'The saved rows and the new completeness flags', dataKeys: ['rulesRegulationsPlans', 'completeness'] },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Rules Regulations & Plans Update Success', await saveRulesRegulationsPlans(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, replace)
