// No lost update in the reference content (decision 059): an edit based on an
// older version of a row is refused with 409 and changes nothing; an edit
// with the fresh version, or with none (an older client), goes through.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as organizationTypeItemRoute from '@/app/api/ngo/organization-type/[id]/route'
import { GET as listOrganizationTypes, POST as createOrganizationType } from '@/app/api/ngo/organization-type/route'
import * as optionItemRoute from '@/app/api/ngo/target-group-or-thematic-scope/[id]/route'
import { POST as createOption } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import * as translationItemRoute from '@/app/api/ngo/translation/[id]/route'
import { organizationTypes, translations } from '@/db/schema'
import { BASE_VERSION_INVALID } from '@/lib/api/base-version'
import { STALE_VERSION_MESSAGE } from '@/lib/api/versions'
import { db } from '@/lib/db'
import { call } from '@/tests/http'
import { signedInRoles } from './content-support'

let headers: Record<string, string>

beforeAll(async () => {
  headers = (await signedInRoles()).superAdmin.headers
})

async function storedType(id: number) {
  const [row] = await db.select().from(organizationTypes).where(eq(organizationTypes.id, id))
  return row
}

describe('a reference edit carries its version', () => {
  it('takes the first of two edits from one version, refuses the second with 409 and the time, and takes the fresh version', async () => {
    const created = await call(createOrganizationType, { method: 'POST', headers, body: { type: 'सहकारी संस्था' } })
    const id = created.json.data.organizationType.id
    const listed = (await call(listOrganizationTypes, { headers })).json.data.organizationTypes.find((row: { id: number }) => row.id === id)
    expect(listed.version).toBe(1)
    const params = { id: String(id) }

    const first = await call(organizationTypeItemRoute.PUT, { method: 'PUT', headers, params, body: { type: 'पहिलो नाम', base_version: listed.version } })
    expect(first.status).toBe(200)
    expect(first.json.data.organizationType.version).toBe(2)

    const before = await storedType(id)
    const second = await call(organizationTypeItemRoute.PUT, { method: 'PUT', headers, params, body: { type: 'दोस्रो नाम', base_version: listed.version } })
    expect(second.status).toBe(409)
    expect(second.json.message).toBe(STALE_VERSION_MESSAGE)
    expect(second.json.data).toEqual({ version: 2, changed_at: before.updated_at.toISOString() })
    expect(await storedType(id)).toEqual(before)

    const stale = await call(organizationTypeItemRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': '"1"' }, params, body: { type: 'तेस्रो नाम' } })
    expect(stale.status).toBe(409)
    const fresh = await call(organizationTypeItemRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': '"2"' }, params, body: { type: 'तेस्रो नाम' } })
    expect(fresh.status).toBe(200)
    const withBody = await call(organizationTypeItemRoute.PUT, { method: 'PUT', headers, params, body: { type: 'चौथो नाम', base_version: 3 } })
    expect(withBody.status).toBe(200)
    expect((await storedType(id)).type).toBe('चौथो नाम')
  })

  it('lets an edit without a version overwrite as before, and refuses bad versions with 400, changing nothing', async () => {
    const created = await call(createOption, { method: 'POST', headers, body: { name: 'प्रवासी श्रमिक', type: 'target-group' } })
    const params = { id: String(created.json.data.option.id) }
    expect((await call(optionItemRoute.PUT, { method: 'PUT', headers, params, body: { name: 'प्रवासी कामदार', base_version: 1 } })).status).toBe(200)
    const legacy = await call(optionItemRoute.PUT, { method: 'PUT', headers, params, body: { name: 'पुरानो ग्राहक' } })
    expect(legacy.status).toBe(200)
    expect(legacy.json.data.option).toMatchObject({ name: 'पुरानो ग्राहक', version: 3 })

    const [home] = await db.select().from(translations).where(eq(translations.english, 'Home'))
    for (const base_version of ['abc', -1, 2.5]) {
      const response = await call(translationItemRoute.PUT, { method: 'PUT', headers, params: { id: String(home.id) }, body: { nepali: 'बदलियो', base_version } })
      expect(response.status, String(base_version)).toBe(400)
      expect(response.json).toEqual({ message: BASE_VERSION_INVALID, errors: { base_version: BASE_VERSION_INVALID } })
    }
    expect((await db.select().from(translations).where(eq(translations.id, home.id)))[0]).toEqual(home)
  })
})
