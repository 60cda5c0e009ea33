import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUT as updateOption, DELETE as deleteOption } from '@/app/api/ngo/target-group-or-thematic-scope/[id]/route'
import { GET as listOptions, POST as createOption } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import { POST as mergeOptions } from '@/app/api/ngo/merge/target-group-or-thematic-scope/route'
import { options, profileOptions } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { runWrite } from '@/lib/content/write-support'
import { db } from '@/lib/db'
import { call } from '@/tests/http'
import { auditEntries, insertProfile, optionLinks, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
})

async function addOption(name: string, type: 'target-group' | 'thematic-scope' = 'target-group') {
  const response = await call(createOption, { method: 'POST', headers, body: { name, type } })
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.data.option as { id: number; name: string; type: string; active: boolean }
}

async function optionRow(id: number) {
  const [row] = await db.select().from(options).where(eq(options.id, id))
  return row
}

describe('who may write options', () => {
  it('answers 401 without a session and 403 for the roles user and admin, changing nothing', async () => {
    const before = await db.select().from(options)
    const target = before[0]
    const attempts = [
      () => call(createOption, { method: 'POST', body: { name: 'बिना अनुमति', type: 'target-group' } }),
      () => call(updateOption, { method: 'PUT', params: { id: String(target.id) }, body: { name: 'बिना अनुमति' } }),
      () => call(deleteOption, { method: 'DELETE', params: { id: String(target.id) } }),
      () => call(mergeOptions, { method: 'POST', body: { name: 'x', type: target.type, idsToMerge: [before[0].id, before[1].id] } }),
    ]
    for (const attempt of attempts) expect((await attempt()).status).toBe(401)
    for (const role of [roles.user, roles.admin]) {
      expect((await call(createOption, { method: 'POST', headers: role.headers, body: { name: 'बिना अनुमति', type: 'target-group' } })).status).toBe(403)
      expect((await call(updateOption, { method: 'PUT', headers: role.headers, params: { id: String(target.id) }, body: { name: 'x' } })).status).toBe(403)
      expect((await call(deleteOption, { method: 'DELETE', headers: role.headers, params: { id: String(target.id) } })).status).toBe(403)
      expect(
        (await call(mergeOptions, { method: 'POST', headers: role.headers, body: { name: 'x', type: target.type, idsToMerge: [before[0].id, before[1].id] } })).status,
      ).toBe(403)
    }
    expect(await db.select().from(options)).toEqual(before)
  })
})

describe('adding an option', () => {
  it('creates a target group or thematic scope, active, and records who did it', async () => {
    const option = await addOption('घरेलु श्रमिक')
    expect(option).toEqual({ id: expect.any(Number), name: 'घरेलु श्रमिक', name_en: null, type: 'target-group', active: true, version: 1 })
    const scope = await addOption('सहरी योजना', 'thematic-scope')
    expect(scope.type).toBe('thematic-scope')
    const audit = await auditEntries('option', option.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', actor_user_id: roles.superAdmin.user.id, actor_role: 'super_admin' })
    const list = await call(listOptions, { query: { type: 'target-group' } })
    expect(list.json.data.options.map((row: { name: string }) => row.name)).toContain('घरेलु श्रमिक')
  })

  it("refuses a name already in the list with 409 'Name Already Exist', ignoring case and spaces", async () => {
    await addOption('Street vendors')
    const again = await call(createOption, { method: 'POST', headers, body: { name: '  street VENDORS ', type: 'target-group' } })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('Name Already Exist')
    // The same name is fine under the other type.
    const otherType = await call(createOption, { method: 'POST', headers, body: { name: 'Street vendors', type: 'thematic-scope' } })
    expect(otherType.status).toBe(201)
  })

  it("refuses missing fields with '{label} is required' and stores nothing", async () => {
    const count = (await db.select().from(options)).length
    const noName = await call(createOption, { method: 'POST', headers, body: { name: '   ', type: 'target-group' } })
    expect(noName.status).toBe(400)
    expect(noName.json.errors.name).toBe('Name is required')
    const nothing = await call(createOption, { method: 'POST', headers, body: {} })
    expect(nothing.status).toBe(400)
    expect(nothing.json.errors).toEqual({ name: 'Name is required', type: 'Type is required' })
    const badType = await call(createOption, { method: 'POST', headers, body: { name: 'x', type: 'colour' } })
    expect(badType.status).toBe(400)
    expect(badType.json.errors.type).toMatch(/Type must be one of/)
    const badJson = await call(createOption, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":' })
    expect(badJson.status).toBe(400)
    expect((await db.select().from(options)).length).toBe(count)
  })
})

describe('editing an option', () => {
  it('renames it, and refuses a name another option of the type has', async () => {
    const first = await addOption('पुरानो नाम')
    const second = await addOption('अर्को नाम')
    const renamed = await call(updateOption, { method: 'PUT', headers, params: { id: String(first.id) }, body: { name: 'नयाँ नाम' } })
    expect(renamed.status).toBe(200)
    expect(renamed.json.message).toBe('Target Group Updated')
    expect(renamed.json.data.option).toMatchObject({ id: first.id, name: 'नयाँ नाम', active: true })
    const taken = await call(updateOption, { method: 'PUT', headers, params: { id: String(first.id) }, body: { name: 'अर्को नाम' } })
    expect(taken.status).toBe(409)
    expect(taken.json.message).toBe('Name Already Exist')
    // Its own name (even in another case) is not a clash.
    const same = await call(updateOption, { method: 'PUT', headers, params: { id: String(second.id) }, body: { name: 'अर्को नाम', type: 'target-group' } })
    expect(same.status).toBe(200)
    const audit = await auditEntries('option', first.id)
    expect(audit.map((row) => row.action)).toEqual(['create', 'update'])
    expect(audit[1].before).toMatchObject({ name: 'पुरानो नाम' })
  })

  it('hides an option from the NGO forms with active=false without touching the profiles that use it', async () => {
    const option = await addOption('लुकाइने समूह')
    const profile = await insertProfile({}, [option.id])
    const hidden = await call(updateOption, { method: 'PUT', headers, params: { id: String(option.id) }, body: { active: false } })
    expect(hidden.status).toBe(200)
    expect(hidden.json.data.option).toMatchObject({ name: 'लुकाइने समूह', active: false })
    const forForms = await call(listOptions, { query: { type: 'target-group', active: 'true' } })
    expect(forForms.json.data.options.map((row: { id: number }) => row.id)).not.toContain(option.id)
    const forAdmin = await call(listOptions, { query: { type: 'target-group' } })
    expect(forAdmin.json.data.options.map((row: { id: number }) => row.id)).toContain(option.id)
    expect(await optionLinks(profile.id)).toEqual([option.id])
    const shown = await call(updateOption, { method: 'PUT', headers, params: { id: String(option.id) }, body: { active: true } })
    expect(shown.json.data.option.active).toBe(true)
  })

  it('refuses bad input: no fields, an empty name, a type change, a bad id, an unknown id', async () => {
    const option = await addOption('परिवर्तन नहुने')
    const id = String(option.id)
    const empty = await call(updateOption, { method: 'PUT', headers, params: { id }, body: {} })
    expect(empty.status).toBe(400)
    const blank = await call(updateOption, { method: 'PUT', headers, params: { id }, body: { name: '' } })
    expect(blank.status).toBe(400)
    expect(blank.json.errors.name).toBe('Name is required')
    const retype = await call(updateOption, { method: 'PUT', headers, params: { id }, body: { name: 'x', type: 'thematic-scope' } })
    expect(retype.status).toBe(400)
    const badActive = await call(updateOption, { method: 'PUT', headers, params: { id }, body: { active: 'no' } })
    expect(badActive.status).toBe(400)
    // An id that cannot be a row names nothing.
    expect((await call(updateOption, { method: 'PUT', headers, params: { id: 'abc' }, body: { name: 'x' } })).status).toBe(404)
    expect((await call(updateOption, { method: 'PUT', headers, params: { id: '999999' }, body: { name: 'x' } })).status).toBe(404)
    expect(await optionRow(option.id)).toMatchObject({ name: 'परिवर्तन नहुने', type: 'target-group', active: true })
  })
})

describe('deleting an option', () => {
  it('removes an unused option', async () => {
    const option = await addOption('हटाइने')
    const removed = await call(deleteOption, { method: 'DELETE', headers, params: { id: String(option.id) } })
    expect(removed.status).toBe(200)
    expect(removed.json.message).toBe('Target Group Deleted')
    expect(await optionRow(option.id)).toBeUndefined()
    expect((await auditEntries('option', option.id)).map((row) => row.action)).toEqual(['create', 'delete'])
    expect((await call(deleteOption, { method: 'DELETE', headers, params: { id: String(option.id) } })).status).toBe(404)
  })

  it('refuses with 409 naming what uses an option that profiles use, and keeps everything', async () => {
    const option = await addOption('प्रयोगमा रहेको')
    const profiles = await Promise.all([insertProfile({}, [option.id]), insertProfile({}, [option.id]), insertProfile({}, [option.id])])
    const refused = await call(deleteOption, { method: 'DELETE', headers, params: { id: String(option.id) } })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe('Used by 3 NGO profiles')
    expect(await optionRow(option.id)).toBeDefined()
    for (const profile of profiles) expect(await optionLinks(profile.id)).toEqual([option.id])
    expect((await auditEntries('option', option.id)).map((row) => row.action)).toEqual(['create'])
  })
})

describe('merging options', () => {
  it('moves every profile link to the merged option once, removes the merged ones, in one step', async () => {
    const [a, b, c, untouched] = await Promise.all([addOption('मर्ज क'), addOption('मर्ज ख'), addOption('मर्ज ग'), addOption('अछुतो')])
    const both = await insertProfile({}, [a.id, b.id, untouched.id])
    const onlyC = await insertProfile({}, [c.id])
    const none = await insertProfile({}, [untouched.id])

    const merged = await call(mergeOptions, { method: 'POST', headers, body: { name: 'मर्ज गरिएको', type: 'target-group', idsToMerge: [a.id, b.id, c.id] } })
    expect(merged.status, JSON.stringify(merged.json)).toBe(200)
    expect(merged.json.message).toBe('Target Group Merged')
    const target = merged.json.data.option
    expect(target).toMatchObject({ name: 'मर्ज गरिएको', type: 'target-group', active: true })
    expect(merged.json.data.mergedIds.sort()).toEqual([a.id, b.id, c.id].sort())
    expect(merged.json.data.movedProfiles).toBe(2)

    expect(await optionLinks(both.id)).toEqual([untouched.id, target.id].sort((x, y) => x - y))
    expect(await optionLinks(onlyC.id)).toEqual([target.id])
    expect(await optionLinks(none.id)).toEqual([untouched.id])
    expect(await db.select().from(options).where(inArray(options.id, [a.id, b.id, c.id]))).toEqual([])
    const leftovers = await db.select().from(profileOptions).where(inArray(profileOptions.option_id, [a.id, b.id, c.id]))
    expect(leftovers).toEqual([])
    expect((await auditEntries('option', target.id)).map((row) => row.action)).toContain('merge')
  })

  it('reuses an option of that name, one of those merged or another', async () => {
    const [keep, fold] = await Promise.all([addOption('राख्ने'), addOption('मिलाइने')])
    const profile = await insertProfile({}, [keep.id, fold.id])
    const intoOne = await call(mergeOptions, { method: 'POST', headers, body: { name: 'राख्ने', type: 'target-group', idsToMerge: [keep.id, fold.id] } })
    expect(intoOne.status).toBe(200)
    expect(intoOne.json.data.option.id).toBe(keep.id)
    expect(intoOne.json.data.mergedIds).toEqual([fold.id])
    expect(await optionLinks(profile.id)).toEqual([keep.id])

    const [x, y] = await Promise.all([addOption('एक्स'), addOption('वाई')])
    const existing = await addOption('पहिल्यै भएको')
    await call(updateOption, { method: 'PUT', headers, params: { id: String(existing.id) }, body: { active: false } })
    const other = await insertProfile({}, [x.id, existing.id])
    const intoExisting = await call(mergeOptions, { method: 'POST', headers, body: { name: 'पहिल्यै भएको', type: 'target-group', idsToMerge: [x.id, y.id] } })
    expect(intoExisting.status).toBe(200)
    expect(intoExisting.json.data.option).toMatchObject({ id: existing.id, active: true })
    expect(await optionLinks(other.id)).toEqual([existing.id])
  })

  it('needs more than one item, all existing and of that type, and changes nothing otherwise', async () => {
    const [one, two] = await Promise.all([addOption('एकल'), addOption('दोस्रो')])
    const scope = await addOption('अर्को प्रकार', 'thematic-scope')
    const profile = await insertProfile({}, [one.id, scope.id])
    const before = await db.select().from(options)

    const single = await call(mergeOptions, { method: 'POST', headers, body: { name: 'z', type: 'target-group', idsToMerge: [one.id] } })
    expect(single.status).toBe(400)
    expect(single.json.errors.idsToMerge).toBe('Select more than one item to merge')
    const repeated = await call(mergeOptions, { method: 'POST', headers, body: { name: 'z', type: 'target-group', idsToMerge: [one.id, one.id] } })
    expect(repeated.status).toBe(400)
    const missingFields = await call(mergeOptions, { method: 'POST', headers, body: { idsToMerge: [one.id, two.id] } })
    expect(missingFields.status).toBe(400)
    expect(missingFields.json.errors).toMatchObject({ name: 'Name is required', type: 'Type is required' })
    const wrongType = await call(mergeOptions, { method: 'POST', headers, body: { name: 'z', type: 'target-group', idsToMerge: [one.id, scope.id] } })
    expect(wrongType.status).toBe(404)
    expect(wrongType.json.message).toContain(String(scope.id))
    const unknown = await call(mergeOptions, { method: 'POST', headers, body: { name: 'z', type: 'target-group', idsToMerge: [one.id, 999999] } })
    expect(unknown.status).toBe(404)

    expect(await db.select().from(options)).toEqual(before)
    expect(await optionLinks(profile.id)).toEqual([one.id, scope.id].sort((x, y) => x - y))
  })
})

describe('constraint errors the checks did not catch (two admins at once)', () => {
  it('turns a foreign-key violation into 409 and a unique violation into the duplicate message, rolling back', async () => {
    const option = await addOption('दौड परीक्षण')
    await insertProfile({}, [option.id])
    const raceDelete = runWrite(async (tx) => tx.delete(options).where(eq(options.id, option.id)), { duplicate: 'Name Already Exist' })
    await expect(raceDelete).rejects.toMatchObject({ status: 409 })
    await expect(raceDelete).rejects.toBeInstanceOf(ApiError)
    expect(await optionRow(option.id)).toBeDefined()

    const raceInsert = runWrite(
      async (tx) => {
        await tx.insert(options).values({ name: 'आधा मात्र', type: 'thematic-scope' })
        await tx.insert(options).values({ name: option.name, type: 'target-group' })
      },
      { duplicate: 'Name Already Exist' },
    )
    await expect(raceInsert).rejects.toMatchObject({ status: 409, message: 'Name Already Exist' })
    expect(await db.select().from(options).where(eq(options.name, 'आधा मात्र'))).toEqual([])
  })
})
