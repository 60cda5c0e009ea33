// GET /api/ngo/rules-regulations-plan/config – list rules, regulations and plans; POST – add a rule, regulation or plan (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createRulesRegulationsPlanConfig } from '@/lib/content/configs'
import { listRulesRegulationsPlanConfigs } from '@/lib/content/reference'
import { rulesRegulationsPlanConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  { method: 'GET', path: '/api/ngo/rules-regulations-plan/config', tag: 'Reference content', summary: 'List rules, regulations and plans', access: 'public', success: { description: 'The list', dataKeys: ['rulesRegulationsPlanConfigs'] } },
  async () => ok('Rules, regulations and plan configs', { rulesRegulationsPlanConfigs: await listRulesRegulationsPlanConfigs() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/rules-regulations-plan/config',
    tag: 'Reference content',
    summary: 'Add a rule, regulation or plan',
    access: 'super_admin',
    body: rulesRegulationsPlanConfigInput,
    success: { status: 201, description: 'Created', dataKeys: ['rulesRegulationsPlanConfig'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Rules Regulations Plan Config Created', { rulesRegulationsPlanConfig: await createRulesRegulationsPlanConfig(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
