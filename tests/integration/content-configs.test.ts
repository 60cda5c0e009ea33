import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as documentConfigItem from '@/app/api/ngo/document/config/[id]/route'
import * as documentConfigList from '@/app/api/ngo/document/config/route'
import * as organizationTypeItem from '@/app/api/ngo/organization-type/[id]/route'
import * as organizationTypeList from '@/app/api/ngo/organization-type/route'
import * as structureConfigItem from '@/app/api/ngo/organizational-structure/config/[id]/route'
import * as structureConfigList from '@/app/api/ngo/organizational-structure/config/route'
import * as rulesConfigItem from '@/app/api/ngo/rules-regulations-plan/config/[id]/route'
import * as rulesConfigList from '@/app/api/ngo/rules-regulations-plan/config/route'
import {
  currentOrganizationalStructures,
  documentConfigs,
  organizationalStructureConfigs,
  organizationTypes,
  profileDocuments,
  rulesRegulationsPlanConfigs,
  rulesRegulationsPlans,
} from '@/db/schema'
import { db } from '@/lib/db'
import { call } from '@/tests/http'
import { auditEntries, insertProfile, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
})

type Routes = { list: typeof documentConfigList; item: typeof documentConfigItem }

/** What differs between the four tables; the checks are the same for each. */
type Case = {
  title: string
  routes: Routes
  key: string
  entity: string
  createdMessage: string
  valid: () => Record<string, unknown>
  edited: Record<string, unknown>
  duplicateOf: () => Promise<Record<string, unknown>>
  duplicateMessage: string
  required: Record<string, string>
  read: (id: number) => Promise<unknown>
  use: (id: number) => Promise<void>
  inUseMessage: string
}

let sequence = 0
const unique = (text: string) => `${text} ${++sequence}`

const CASES: Case[] = [
  {
    title: 'document config',
    routes: { list: documentConfigList, item: documentConfigItem },
    key: 'documentConfig',
    entity: 'document_config',
    createdMessage: 'Document Config Created',
    valid: () => ({ document_name: unique('Fire safety certificate'), renewal_time_period_in_year: '२', mandatory: true }),
    edited: { document_name: 'Edited certificate', renewal_time_period_in_year: 3 },
    duplicateOf: async () => {
      const [row] = await db.select().from(documentConfigs).limit(1)
      return { document_name: row.document_name, renewal_time_period_in_year: 1 }
    },
    duplicateMessage: 'Document Name Already Exist',
    required: { document_name: 'Document Name is required', renewal_time_period_in_year: 'Renewal Time Period In Year is required' },
    read: async (id) => (await db.select().from(documentConfigs).where(eq(documentConfigs.id, id)))[0],
    use: async (id) => {
      const profile = await insertProfile()
      await db.insert(profileDocuments).values({ profile_id: profile.id, document_config_id: id })
    },
    inUseMessage: 'Used by 1 profile document',
  },
  {
    title: 'organizational structure config',
    routes: { list: structureConfigList, item: structureConfigItem } as unknown as Routes,
    key: 'organizationalStructureConfig',
    entity: 'organizational_structure_config',
    createdMessage: 'Organizational Structure Config Created',
    valid: () => ({ name: unique('थारु'), ethnicity: 'tribe' }),
    edited: { name: 'सम्पादित', ethnicity: 'people_with_disability' },
    duplicateOf: async () => {
      const [row] = await db.select().from(organizationalStructureConfigs).limit(1)
      return { name: row.name, ethnicity: row.ethnicity }
    },
    duplicateMessage: 'Name Already Exist',
    required: { name: 'Name is required', ethnicity: 'Ethnicity is required' },
    read: async (id) => (await db.select().from(organizationalStructureConfigs).where(eq(organizationalStructureConfigs.id, id)))[0],
    use: async (id) => {
      const [first, second] = [await insertProfile(), await insertProfile()]
      await db.insert(currentOrganizationalStructures).values([
        { profile_id: first.id, organizational_structure_config_id: id, name: 'x', ethnicity: 'tribe' },
        { profile_id: second.id, organizational_structure_config_id: id, name: 'x', ethnicity: 'tribe' },
      ])
    },
    inUseMessage: 'Used by 2 organizational structure rows',
  },
  {
    title: 'rules, regulations and plan config',
    routes: { list: rulesConfigList, item: rulesConfigItem } as unknown as Routes,
    key: 'rulesRegulationsPlanConfig',
    entity: 'rules_regulations_plan_config',
    createdMessage: 'Rules Regulations Plan Config Created',
    valid: () => ({ name: unique('वातावरण नीति') }),
    edited: { name: 'सम्पादित नीति' },
    duplicateOf: async () => {
      const [row] = await db.select().from(rulesRegulationsPlanConfigs).limit(1)
      return { name: row.name }
    },
    duplicateMessage: 'Name Already Exist',
    required: { name: 'Name is required' },
    read: async (id) => (await db.select().from(rulesRegulationsPlanConfigs).where(eq(rulesRegulationsPlanConfigs.id, id)))[0],
    use: async (id) => {
      const profile = await insertProfile()
      await db.insert(rulesRegulationsPlans).values({ profile_id: profile.id, rules_regulations_plan_config_id: id, name: 'x', status: 1 })
    },
    inUseMessage: 'Used by 1 rules/regulations/plan row',
  },
  {
    title: 'organization type',
    routes: { list: organizationTypeList, item: organizationTypeItem } as unknown as Routes,
    key: 'organizationType',
    entity: 'organization_type',
    createdMessage: 'Organization Type Created',
    valid: () => ({ type: unique('सहकारी') }),
    edited: { type: 'सम्पादित प्रकार' },
    duplicateOf: async () => {
      const [row] = await db.select().from(organizationTypes).limit(1)
      return { type: row.type }
    },
    duplicateMessage: 'Type Already Exist',
    required: { type: 'Type is required' },
    read: async (id) => (await db.select().from(organizationTypes).where(eq(organizationTypes.id, id)))[0],
    use: async (id) => {
      for (let index = 0; index < 3; index++) await insertProfile({ organization_type_id: id })
    },
    inUseMessage: 'Used by 3 NGO profiles',
  },
]

for (const item of CASES) {
  describe(item.title, () => {
    const { list, item: one } = item.routes

    async function create() {
      const response = await call(list.POST, { method: 'POST', headers, body: item.valid() })
      expect(response.status, JSON.stringify(response.json)).toBe(201)
      return response.json.data[item.key] as { id: number } & Record<string, unknown>
    }

    it('answers 401 without a session and 403 for user and admin', async () => {
      const row = await create()
      const id = String(row.id)
      expect((await call(list.POST, { method: 'POST', body: item.valid() })).status).toBe(401)
      expect((await call(one.PUT, { method: 'PUT', params: { id }, body: item.edited })).status).toBe(401)
      expect((await call(one.DELETE, { method: 'DELETE', params: { id } })).status).toBe(401)
      for (const role of [roles.user, roles.admin]) {
        expect((await call(list.POST, { method: 'POST', headers: role.headers, body: item.valid() })).status).toBe(403)
        expect((await call(one.PUT, { method: 'PUT', headers: role.headers, params: { id }, body: item.edited })).status).toBe(403)
        expect((await call(one.DELETE, { method: 'DELETE', headers: role.headers, params: { id } })).status).toBe(403)
      }
      expect(await item.read(row.id)).toMatchObject(row)
    })

    it('adds a row that the list then shows, with an audit entry', async () => {
      const created = await call(list.POST, { method: 'POST', headers, body: item.valid() })
      expect(created.status).toBe(201)
      expect(created.json.message).toBe(item.createdMessage)
      const row = created.json.data[item.key]
      expect(await item.read(row.id)).toMatchObject(row)
      const listed = await call(list.GET)
      const rows = Object.values(listed.json.data)[0] as { id: number }[]
      expect(rows.map((entry) => entry.id)).toContain(row.id)
      expect((await auditEntries(item.entity, row.id))[0]).toMatchObject({ action: 'create', actor_user_id: roles.superAdmin.user.id })
    })

    it('refuses a duplicate with 409 and missing fields with 400, storing nothing', async () => {
      const duplicate = await call(list.POST, { method: 'POST', headers, body: await item.duplicateOf() })
      expect(duplicate.status).toBe(409)
      expect(duplicate.json.message).toBe(item.duplicateMessage)
      const missing = await call(list.POST, { method: 'POST', headers, body: {} })
      expect(missing.status).toBe(400)
      expect(missing.json.errors).toMatchObject(item.required)
    })

    it('edits a row, refusing a duplicate, a missing field and an unknown id', async () => {
      const row = await create()
      const id = String(row.id)
      const edited = await call(one.PUT, { method: 'PUT', headers, params: { id }, body: item.edited })
      expect(edited.status, JSON.stringify(edited.json)).toBe(200)
      expect(edited.json.data[item.key]).toMatchObject({ id: row.id, ...item.edited })
      const duplicate = await call(one.PUT, { method: 'PUT', headers, params: { id }, body: await item.duplicateOf() })
      expect(duplicate.status).toBe(409)
      const missing = await call(one.PUT, { method: 'PUT', headers, params: { id }, body: {} })
      expect(missing.status).toBe(400)
      expect((await call(one.PUT, { method: 'PUT', headers, params: { id: '999999' }, body: item.edited })).status).toBe(404)
      expect((await call(one.PUT, { method: 'PUT', headers, params: { id: '-1' }, body: item.edited })).status).toBe(404)
      expect(await item.read(row.id)).toMatchObject(item.edited)
      expect((await auditEntries(item.entity, row.id)).map((entry) => entry.action)).toEqual(['create', 'update'])
    })

    it('deletes an unused row and refuses, with what uses it, a row that profiles use', async () => {
      const unused = await create()
      const removed = await call(one.DELETE, { method: 'DELETE', headers, params: { id: String(unused.id) } })
      expect(removed.status).toBe(200)
      expect(await item.read(unused.id)).toBeUndefined()
      expect((await call(one.DELETE, { method: 'DELETE', headers, params: { id: String(unused.id) } })).status).toBe(404)

      const used = await create()
      await item.use(used.id)
      const refused = await call(one.DELETE, { method: 'DELETE', headers, params: { id: String(used.id) } })
      expect(refused.status).toBe(409)
      expect(refused.json.message).toBe(item.inUseMessage)
      expect(await item.read(used.id)).toMatchObject(used)
    })
  })
}

describe('document config numbers', () => {
  it('takes the renewal period as a whole number from 0 to 100, in Latin or Nepali digits', async () => {
    const nepali = await call(documentConfigList.POST, { method: 'POST', headers, body: { document_name: 'Digits test', renewal_time_period_in_year: '५' } })
    expect(nepali.json.data.documentConfig).toMatchObject({ renewal_time_period_in_year: 5, mandatory: false })
    for (const value of ['abc', -1, 1.5, 101]) {
      const bad = await call(documentConfigList.POST, { method: 'POST', headers, body: { document_name: `Bad ${value}`, renewal_time_period_in_year: value } })
      expect(bad.status, String(value)).toBe(400)
      expect(bad.json.errors.renewal_time_period_in_year).toMatch(/^Renewal Time Period In Year must/)
    }
    // Leaving out `mandatory` on an edit keeps it.
    const mandatory = await call(documentConfigList.POST, { method: 'POST', headers, body: { document_name: 'Kept flag', renewal_time_period_in_year: 1, mandatory: true } })
    const edited = await call(documentConfigItem.PUT, {
      method: 'PUT',
      headers,
      params: { id: String(mandatory.json.data.documentConfig.id) },
      body: { document_name: 'Kept flag', renewal_time_period_in_year: 2 },
    })
    expect(edited.json.data.documentConfig).toMatchObject({ renewal_time_period_in_year: 2, mandatory: true })
  })
})
