// Reference content carries an optional English name: the content API takes
// and returns it beside the existing field names (an older client that does
// not send it keeps it), bad input changes nothing, and the reads that English
// pages use return it (profiles' options, organisation type, the dashboard).
import { beforeAll, describe, expect, it } from 'vitest'
import { PUT as updateDocumentConfig } from '@/app/api/ngo/document/config/[id]/route'
import { POST as createDocumentConfig } from '@/app/api/ngo/document/config/route'
import { GET as targetGroupAndScope } from '@/app/api/ngo/dashboard/targetgroup-thematicscope/route'
import { PUT as updateOrganizationType } from '@/app/api/ngo/organization-type/[id]/route'
import { POST as createOrganizationType } from '@/app/api/ngo/organization-type/route'
import { POST as createStructureConfig } from '@/app/api/ngo/organizational-structure/config/route'
import { GET as getProfile } from '@/app/api/ngo/profile/[id]/route'
import { POST as createRulesConfig } from '@/app/api/ngo/rules-regulations-plan/config/route'
import { PUT as updateOption } from '@/app/api/ngo/target-group-or-thematic-scope/[id]/route'
import { POST as createOption } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import { call } from '@/tests/http'
import { insertProfile, signedInRoles } from './content-support'

let headers: Record<string, string>

beforeAll(async () => {
  headers = (await signedInRoles()).superAdmin.headers
})

describe('English names of reference content', () => {
  it('are taken, returned, kept when left out and cleared when blank', async () => {
    const created = await call(createOption, { method: 'POST', headers, body: { name: 'घरेलु कामदार', name_en: 'Domestic workers', type: 'target-group' } })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const option = created.json.data.option as { id: number; name: string; name_en: string | null }
    expect(option).toMatchObject({ name: 'घरेलु कामदार', name_en: 'Domestic workers' })

    // An older client renames without the new field: the English name stays.
    const renamed = await call(updateOption, { method: 'PUT', headers, params: { id: String(option.id) }, body: { name: 'घरेलु श्रमिक' } })
    expect(renamed.json.data.option).toMatchObject({ name: 'घरेलु श्रमिक', name_en: 'Domestic workers' })
    const cleared = await call(updateOption, { method: 'PUT', headers, params: { id: String(option.id) }, body: { name_en: '  ' } })
    expect(cleared.json.data.option).toMatchObject({ name: 'घरेलु श्रमिक', name_en: null })

    for (const [create, body, key] of [
      [createOrganizationType, { type: 'सहकारी', type_en: 'Cooperative' }, 'type_en'],
      [createDocumentConfig, { document_name: 'बाल संरक्षण नीति प्रमाणपत्र', document_name_en: 'Child protection policy certificate', renewal_time_period_in_year: 1 }, 'document_name_en'],
      [createStructureConfig, { name: 'थारु', name_en: 'Tharu', ethnicity: 'tribe' }, 'name_en'],
      [createRulesConfig, { name: 'लैङ्गिक नीति', name_en: 'Gender policy' }, 'name_en'],
    ] as const) {
      const response = await call(create, { method: 'POST', headers, body })
      expect(response.status, JSON.stringify(response.json)).toBe(201)
      const row = Object.values(response.json.data)[0] as Record<string, unknown>
      expect(row[key], key).toBe(body[key as keyof typeof body])
    }
  })

  it('refuses a name that is too long or not text, with its field, and changes nothing', async () => {
    const created = await call(createOrganizationType, { method: 'POST', headers, body: { type: 'सञ्जाल', type_en: 'Network' } })
    const id = String((created.json.data.organizationType as { id: number }).id)
    for (const type_en of ['x'.repeat(201), 42]) {
      const refused = await call(updateOrganizationType, { method: 'PUT', headers, params: { id }, body: { type: 'सञ्जाल', type_en } })
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.json.errors as object)).toEqual(['type_en'])
    }
    const refusedDocument = await call(updateDocumentConfig, { method: 'PUT', headers, params: { id: '1' }, body: { document_name: 'x', renewal_time_period_in_year: 1, document_name_en: ['list'] } })
    expect(refusedDocument.status).toBe(400)
    const again = await call(updateOrganizationType, { method: 'PUT', headers, params: { id }, body: { type: 'सञ्जाल' } })
    expect(again.json.data.organizationType).toMatchObject({ type_en: 'Network' })
  })

  it('reach the reads English pages use: a profile\'s options and type, and the dashboard', async () => {
    const option = await call(createOption, { method: 'POST', headers, body: { name: 'जलवायु परिवर्तन', name_en: 'Climate change', type: 'thematic-scope' } })
    const optionId = (option.json.data.option as { id: number }).id
    const type = await call(createOrganizationType, { method: 'POST', headers, body: { type: 'प्रतिष्ठान', type_en: 'Foundation' } })
    const typeId = (type.json.data.organizationType as { id: number }).id
    const profile = await insertProfile({ organization_type_id: typeId, is_verified: true, status: 'active' }, [optionId])

    const read = await call(getProfile, { headers, params: { id: String(profile.id) } })
    expect(read.json.data.profile).toMatchObject({ type: 'प्रतिष्ठान', type_en: 'Foundation', subjective_works: [{ id: optionId, name: 'जलवायु परिवर्तन', name_en: 'Climate change' }] })

    const dashboard = await call(targetGroupAndScope, {})
    expect((dashboard.json.data.thematicScope as { name: string; name_en: string | null; total: number }[]).find((row) => row.name === 'जलवायु परिवर्तन')).toEqual({
      name: 'जलवायु परिवर्तन',
      name_en: 'Climate change',
      total: 1,
    })
  })
})
