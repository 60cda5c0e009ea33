import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as translationItemRoute from '@/app/api/ngo/translation/[id]/route'
import { GET as listTranslations, POST as createTranslation } from '@/app/api/ngo/translation/route'
import { translations } from '@/db/schema'
import { getDictionary } from '@/lib/content/reference'
import { db } from '@/lib/db'
import { call } from '@/tests/http'
import { auditEntries, signedInRoles } from './content-support'

const updateTranslation = translationItemRoute.PUT

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
})

describe('translations', () => {
  it('only the super administrator writes them', async () => {
    const [home] = await db.select().from(translations).where(eq(translations.english, 'Home'))
    const body = { english: 'Unauthorised', nepali: 'अनधिकृत' }
    expect((await call(createTranslation, { method: 'POST', body })).status).toBe(401)
    expect((await call(updateTranslation, { method: 'PUT', params: { id: String(home.id) }, body: { nepali: 'x' } })).status).toBe(401)
    for (const role of [roles.user, roles.admin]) {
      expect((await call(createTranslation, { method: 'POST', headers: role.headers, body })).status).toBe(403)
      expect((await call(updateTranslation, { method: 'PUT', headers: role.headers, params: { id: String(home.id) }, body: { nepali: 'x' } })).status).toBe(403)
    }
    const [after] = await db.select().from(translations).where(eq(translations.english, 'Home'))
    expect(after).toEqual(home)
  })

  it('adds a label, which the dictionary then serves', async () => {
    const created = await call(createTranslation, { method: 'POST', headers, body: { english: 'Ward office', nepali: 'वडा कार्यालय', hint: 'Address field' } })
    expect(created.status).toBe(201)
    expect(created.json.message).toBe('Translation Created')
    expect(created.json.data.translation).toEqual({ id: expect.any(Number), english: 'Ward office', nepali: 'वडा कार्यालय', hint: 'Address field', version: 1 })
    expect((await getDictionary())['Ward office']).toBe('वडा कार्यालय')
    const list = await call(listTranslations)
    expect(list.json.data.translate['Ward office']).toBe('वडा कार्यालय')
    expect(list.json.data.hint['Ward office']).toBe('Address field')
    expect(await auditEntries('translation', created.json.data.translation.id)).toHaveLength(1)
  })

  it('refuses a duplicate English key and missing fields', async () => {
    const count = (await db.select().from(translations)).length
    const duplicate = await call(createTranslation, { method: 'POST', headers, body: { english: 'Home', nepali: 'घर' } })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.message).toBe('Translation Already Exist')
    const missing = await call(createTranslation, { method: 'POST', headers, body: { hint: 'only a hint' } })
    expect(missing.status).toBe(400)
    expect(missing.json.errors).toEqual({ english: 'English text is required', nepali: 'Nepali text is required' })
    expect((await db.select().from(translations)).length).toBe(count)
  })

  it('changes the Nepali text and hint; the English key stays as it is', async () => {
    const [home] = await db.select().from(translations).where(eq(translations.english, 'Home'))
    const id = String(home.id)
    const updated = await call(updateTranslation, { method: 'PUT', headers, params: { id }, body: { english: 'Home', nepali: 'मुख्य पृष्ठ', hint: 'Header link' } })
    expect(updated.status).toBe(200)
    expect(updated.json.message).toBe('Translation Updated')
    expect(updated.json.data.translation).toEqual({ id: home.id, english: 'Home', nepali: 'मुख्य पृष्ठ', hint: 'Header link', version: home.version + 1 })
    expect((await getDictionary()).Home).toBe('मुख्य पृष्ठ')

    const rekey = await call(updateTranslation, { method: 'PUT', headers, params: { id }, body: { english: 'Homepage', nepali: 'गृह' } })
    expect(rekey.status).toBe(400)
    expect(rekey.json.message).toBe('English text cannot be changed')
    const blank = await call(updateTranslation, { method: 'PUT', headers, params: { id }, body: { nepali: '  ' } })
    expect(blank.status).toBe(400)
    expect(blank.json.errors.nepali).toBe('Nepali text is required')
    expect((await call(updateTranslation, { method: 'PUT', headers, params: { id: '999999' }, body: { nepali: 'x' } })).status).toBe(404)
    const [after] = await db.select().from(translations).where(eq(translations.id, home.id))
    expect(after).toMatchObject({ english: 'Home', nepali: 'मुख्य पृष्ठ', hint: 'Header link' })
    const audit = await auditEntries('translation', home.id)
    expect(audit).toHaveLength(1)
    expect(audit[0].before).toMatchObject({ nepali: 'गृहपृष्ठ' })
  })

  it('has no delete call: translations are never deleted', async () => {
    const { superAdmin } = await signedInRoles()
    const response = await call(translationItemRoute.DELETE, { method: 'DELETE', headers: superAdmin.headers, params: { id: '1' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('OPTIONS, PUT')
    expect(response.json.message).toMatch(/Method Not Allowed/)
  })
})
