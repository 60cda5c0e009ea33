// The municipality's wards (decision 098): the content page's API, where a
// profile is (office ward, working wards, the whole municipality), the lists'
// ward filter and the dashboard's gap tables, whose every cell must count
// exactly the NGOs its link lists. Bad input changes nothing.
import { asc, count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as listProfilesRoute } from '@/app/api/ngo/profile/route'
import { PUT as updateProfileRoute } from '@/app/api/ngo/profile/[id]/route'
import { GET as exportCsvRoute } from '@/app/api/ngo/dashboard/export.csv/route'
import { POST as importRoute } from '@/app/api/ngo/import/route'
import { GET as registerCsvRoute } from '@/app/api/ngo/profile/export.csv/route'
import { GET as openDataJsonRoute } from '@/app/api/open/ngos.json/route'
import { DELETE as deleteWardRoute, PUT as updateWardRoute } from '@/app/api/ngo/wards/[id]/route'
import { GET as listWardsRoute, POST as createWardRoute } from '@/app/api/ngo/wards/route'
import { auditLog, ngoProfiles, options, profileWards, wards } from '@/db/schema'
import { countWardGaps } from '@/lib/dashboard/gaps'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { call } from '@/tests/http'
import { parseCsv } from '@/tests/csv'
import { registerCsv } from '@/tests/fixtures/register'

type Roles = { superAdmin: Awaited<ReturnType<typeof createSignedInUser>> }
let roles: Roles
let ward: (number: number) => number
let scopeIds: number[]
let groupIds: number[]

/** The profiles of the fixture, by what they say about where they are. */
const made: Record<string, { id: number; token: string }> = {}
/** Profiles the tests move about; the super administrator's list shows them. */
const movedAbout: number[] = []

async function rowCounts() {
  const [[w], [links], [profiles], [log]] = await Promise.all([
    db.select({ n: count() }).from(wards),
    db.select({ n: count() }).from(profileWards),
    db.select({ n: count() }).from(ngoProfiles).where(sql`${ngoProfiles.office_ward_id} is not null`),
    db.select({ n: count() }).from(auditLog),
  ])
  return { wards: w.n, working: links.n, offices: profiles.n, audit: log.n }
}

async function listTotal(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await call(listProfilesRoute, { query: { limit: '50', ...query }, headers })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json.data as { total: number; ngoProfiles: { id: number; office_ward: { number: number } | null }[] }
}

beforeAll(async () => {
  roles = { superAdmin: await createSignedInUser({ role: 'super_admin', name: 'Ward Admin' }) }
  const rows = await db.select({ id: wards.id, number: wards.number }).from(wards)
  ward = (number: number) => rows.find((row) => row.number === number)!.id
  scopeIds = (await db.select({ id: options.id }).from(options).where(eq(options.type, 'thematic-scope')).orderBy(asc(options.id)).limit(3)).map((row) => row.id)
  groupIds = (await db.select({ id: options.id }).from(options).where(eq(options.type, 'target-group')).orderBy(asc(options.id)).limit(2)).map((row) => row.id)
  const fixtures: [string, Record<string, unknown>, { verified?: boolean; inactive?: boolean }][] = [
    ['office5', { office_ward_id: ward(5), subjective_works: [scopeIds[0]], target_group_categories: [groupIds[0]] }, { verified: true }],
    ['office5works7', { office_ward_id: ward(5), working_wards: [ward(7), ward(5)], subjective_works: [scopeIds[0], scopeIds[1]], target_group_categories: [] }, { verified: true }],
    ['everywhere', { office_ward_id: ward(1), whole_municipality: true, subjective_works: [scopeIds[1]], target_group_categories: [groupIds[1]] }, { verified: true }],
    ['works7', { working_wards: [ward(7), ward(9)], subjective_works: [scopeIds[0]], target_group_categories: [groupIds[0]] }, { verified: true }],
    // Not verified, or inactive: never counted, never listed publicly.
    ['unverified5', { office_ward_id: ward(5), subjective_works: [scopeIds[0]] }, {}],
    ['inactive5', { office_ward_id: ward(5), whole_municipality: true, subjective_works: [scopeIds[0]] }, { verified: true, inactive: true }],
    // Nothing said: an existing profile keeps its location text.
    ['nowhere', { subjective_works: [scopeIds[0]] }, { verified: true }],
  ]
  for (const [key, overrides, options] of fixtures) {
    const signedIn = await createSignedInUser()
    const { profile } = await createProfile(signedIn.user, overrides, options)
    made[key] = { id: profile.id, token: signedIn.token }
  }
}, 120_000)

describe('the wards as reference content', () => {
  it('are seeded with the 29 wards of Lalitpur Metropolitan City, in number order', async () => {
    const response = await call(listWardsRoute)
    expect(response.status).toBe(200)
    const list = response.json.data.wards as { number: number; name: string; name_en: string; version: number }[]
    expect(list).toHaveLength(29)
    expect(list.map((row) => row.number)).toEqual(Array.from({ length: 29 }, (_, index) => index + 1))
    expect(list[4]).toMatchObject({ number: 5, name: 'वडा नं. ५', name_en: 'Ward No. 5', version: 1 })
  })

  it('take a new ward, a renumbering and a rename, each recorded; Nepali digits are read', async () => {
    const created = await call(createWardRoute, { method: 'POST', headers: roles.superAdmin.headers, body: { number: '३०', name: 'वडा नं. ३०', name_en: 'Ward No. 30' } })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const id = created.json.data.ward.id as number
    expect(created.json.data.ward).toMatchObject({ number: 30, name: 'वडा नं. ३०', version: 1 })
    const renamed = await call(updateWardRoute, { method: 'PUT', headers: roles.superAdmin.headers, params: { id: String(id) }, body: { number: 31, name: 'नयाँ वडा', base_version: 1 } })
    expect(renamed.status).toBe(200)
    expect(renamed.json.data.ward).toMatchObject({ number: 31, name: 'नयाँ वडा', name_en: 'Ward No. 30', version: 2 })
    // An edit of the older copy is refused (decision 059).
    const stale = await call(updateWardRoute, { method: 'PUT', headers: roles.superAdmin.headers, params: { id: String(id) }, body: { number: 32, name: 'पुरानो', base_version: 1 } })
    expect(stale.status).toBe(409)
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'ward'))
    expect(audit.filter((row) => row.entity_id === String(id)).map((row) => row.action)).toEqual(['create', 'update'])
    // An unused ward goes.
    const removed = await call(deleteWardRoute, { method: 'DELETE', headers: roles.superAdmin.headers, params: { id: String(id) } })
    expect(removed.status).toBe(200)
    expect(await db.select().from(wards).where(eq(wards.id, id))).toEqual([])
  })

  it('refuse a number or a name another ward has, a missing name, a number out of range, and anyone but the super administrator', async () => {
    const before = await rowCounts()
    const taken = await call(createWardRoute, { method: 'POST', headers: roles.superAdmin.headers, body: { number: 5, name: 'अर्को' } })
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({ message: 'Ward Number Already Exist', errors: { number: 'Ward Number Already Exist' } })
    const nameTaken = await call(createWardRoute, { method: 'POST', headers: roles.superAdmin.headers, body: { number: 40, name: '  वडा नं. ५ ' } })
    expect(nameTaken.status).toBe(409)
    expect(nameTaken.json.message).toBe('Name Already Exist')
    const renumbered = await call(updateWardRoute, { method: 'PUT', headers: roles.superAdmin.headers, params: { id: String(ward(6)) }, body: { number: 5, name: 'वडा नं. ६' } })
    expect(renumbered.status).toBe(409)
    const blank = await call(createWardRoute, { method: 'POST', headers: roles.superAdmin.headers, body: { number: '', name: ' ' } })
    expect(blank.status).toBe(400)
    expect(blank.json.errors).toMatchObject({ number: 'Ward number is required', name: 'Name is required' })
    for (const number of [0, -3, 1000, 2.5, 'five']) {
      const bad = await call(createWardRoute, { method: 'POST', headers: roles.superAdmin.headers, body: { number, name: `वडा ${number}` } })
      expect(bad.status, String(number)).toBe(400)
      expect(bad.json.errors.number).toBeTruthy()
    }
    const clerk = await createSignedInUser()
    expect((await call(createWardRoute, { method: 'POST', headers: clerk.headers, body: { number: 41, name: 'x' } })).status).toBe(403)
    expect((await call(createWardRoute, { method: 'POST', body: { number: 41, name: 'x' } })).status).toBe(401)
    expect((await call(deleteWardRoute, { method: 'DELETE', headers: clerk.headers, params: { id: String(ward(20)) } })).status).toBe(403)
    expect(await rowCounts()).toEqual(before)
  })

  it('refuse to delete a ward a profile names, saying how many, and change nothing', async () => {
    const before = await rowCounts()
    const office = await call(deleteWardRoute, { method: 'DELETE', headers: roles.superAdmin.headers, params: { id: String(ward(5)) } })
    expect(office.status).toBe(409)
    // office5, office5works7, unverified5, inactive5 have their office in ward 5; office5works7 also works there.
    expect(office.json.message).toBe('Used by 4 NGO profiles with their office in the ward and 1 NGO profile working in the ward')
    const working = await call(deleteWardRoute, { method: 'DELETE', headers: roles.superAdmin.headers, params: { id: String(ward(9)) } })
    expect(working.status).toBe(409)
    expect(working.json.message).toBe('Used by 1 NGO profile working in the ward')
    expect((await call(deleteWardRoute, { method: 'DELETE', headers: roles.superAdmin.headers, params: { id: '999999' } })).status).toBe(404)
    expect(await rowCounts()).toEqual(before)
  })
})

describe("a profile's wards", () => {
  it('are read back with the profile: the office ward, the working wards in number order, the whole municipality', async () => {
    const response = await call(listProfilesRoute, { query: { ward: String(ward(7)), limit: '50' } })
    const row = (response.json.data.ngoProfiles as { id: number; office_ward: unknown }[]).find((item) => item.id === made.office5works7.id)
    expect(row?.office_ward).toEqual({ id: ward(5), number: 5, name: 'वडा नं. ५', name_en: 'Ward No. 5' })
    const { GET: readProfileRoute } = await import('@/app/api/ngo/profile/[id]/route')
    const read = await call(readProfileRoute, { params: { id: String(made.office5works7.id) } })
    expect(read.json.data.profile).toMatchObject({
      office_ward_id: ward(5),
      whole_municipality: false,
      office_ward: { number: 5 },
      working_wards: [
        { id: ward(5), number: 5, name: 'वडा नं. ५', name_en: 'Ward No. 5' },
        { id: ward(7), number: 7, name: 'वडा नं. ७', name_en: 'Ward No. 7' },
      ],
    })
    const nowhere = await call(readProfileRoute, { params: { id: String(made.nowhere.id) } })
    expect(nowhere.json.data.profile).toMatchObject({ office_ward_id: null, office_ward: null, working_wards: [], whole_municipality: false, location: 'Lalitpur-5, Pulchowk' })
  })

  it('are changed by a profile save, and cleared', async () => {
    const { user, token } = await createSignedInUser()
    const { profile } = await createProfile(user, { office_ward_id: ward(3), working_wards: [ward(4)] })
    movedAbout.push(profile.id)
    const headers = { token }
    const movedSave = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { office_ward_id: ward(12), working_wards: [ward(13), { id: ward(14) }], whole_municipality: false } })
    expect(movedSave.status, JSON.stringify(movedSave.json)).toBe(200)
    expect(movedSave.json.data.profile).toMatchObject({ office_ward_id: ward(12), working_wards: [{ number: 13 }, { number: 14 }] })
    const cleared = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { office_ward_id: '', working_wards: [], whole_municipality: true } })
    expect(cleared.json.data.profile).toMatchObject({ office_ward_id: null, working_wards: [], whole_municipality: true })
    // A save that names none of them leaves them alone.
    const other = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { phone: '01-5000000' } })
    expect(other.json.data.profile).toMatchObject({ whole_municipality: true, phone: '01-5000000' })
  })

  it("refuse a ward outside the municipality's list with a clear message, and write nothing", async () => {
    const headers = { token: made.office5.token }
    const before = await rowCounts()
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, made.office5.id))
    const office = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(made.office5.id) }, body: { office_ward_id: 999999, phone: '01-1111111' } })
    expect(office.status).toBe(400)
    expect(office.json).toMatchObject({ message: 'office_ward_id: unknown ward 999999', errors: { office_ward_id: 'unknown ward' } })
    const working = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(made.office5.id) }, body: { working_wards: [ward(2), 888888], phone: '01-1111111' } })
    expect(working.status).toBe(400)
    expect(working.json).toMatchObject({ message: 'working_wards: unknown ward 888888', errors: { working_wards: 'unknown ward' } })
    const notAnId = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(made.office5.id) }, body: { working_wards: ['five'] } })
    expect(notAnId.status).toBe(400)
    const notAFlag = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(made.office5.id) }, body: { whole_municipality: 'sometimes' } })
    expect(notAFlag.status).toBe(400)
    expect(await rowCounts()).toEqual(before)
    expect((await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, made.office5.id)))[0]).toEqual(row)
  })
})

describe('the ward filter', () => {
  it('lists the NGOs in a ward: office ward, working wards, the whole municipality; the public list only verified, active ones', async () => {
    const inFive = await listTotal({ ward: String(ward(5)) })
    expect(inFive.ngoProfiles.map((row) => row.id).sort()).toEqual([made.office5.id, made.office5works7.id, made.everywhere.id].sort())
    expect(inFive.total).toBe(3)
    const inSeven = await listTotal({ ward: String(ward(7)) })
    expect(inSeven.ngoProfiles.map((row) => row.id).sort()).toEqual([made.office5works7.id, made.everywhere.id, made.works7.id].sort())
    const inTwenty = await listTotal({ ward: String(ward(20)) })
    expect(inTwenty.ngoProfiles.map((row) => row.id)).toEqual([made.everywhere.id])
    // With the scope and group filters.
    const scoped = await listTotal({ ward: String(ward(7)), thematic_scope: String(scopeIds[0]) })
    expect(scoped.ngoProfiles.map((row) => row.id).sort()).toEqual([made.office5works7.id, made.works7.id].sort())
    const grouped = await listTotal({ ward: String(ward(7)), target_group: String(groupIds[1]) })
    expect(grouped.ngoProfiles.map((row) => row.id)).toEqual([made.everywhere.id])
  })

  it("filters the super administrator's list too, every status", async () => {
    const inFive = await listTotal({ ward: String(ward(5)) }, roles.superAdmin.headers)
    // The profile moved about above works across the whole municipality now: unverified, it is on this list only.
    expect(inFive.ngoProfiles.map((row) => row.id).sort()).toEqual([made.office5.id, made.office5works7.id, made.everywhere.id, made.unverified5.id, made.inactive5.id, ...movedAbout].sort())
    const unverified = await listTotal({ ward: String(ward(5)), verified: 'false' }, roles.superAdmin.headers)
    expect(unverified.ngoProfiles.map((row) => row.id).sort()).toEqual([made.unverified5.id, ...movedAbout].sort())
  })

  it('refuses a ward that is not an id with 400; an id no ward has lists nothing', async () => {
    const bad = await call(listProfilesRoute, { query: { ward: 'five' } })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.ward).toBeTruthy()
    expect((await listTotal({ ward: '999999' })).total).toBe(0)
  })
})

describe('the gap tables', () => {
  it('count in every cell exactly the NGOs of the list its link opens, and a direct count of the database', async () => {
    const gaps = await countWardGaps()
    for (const [type, filter] of [['thematic-scope', 'thematic_scope'], ['target-group', 'target_group']] as const) {
      const table = gaps[type]
      expect(table.wards).toHaveLength(29)
      expect(table.options.length).toBeGreaterThan(0)
      // Every cell against a count written here in SQL, straight from the tables.
      const { rows } = await db.execute<{ ward_id: number; option_id: number; total: number }>(sql`
        select w.id as ward_id, o.id as option_id,
          (select count(*) from ngo_profiles p join profile_options po on po.profile_id = p.id and po.option_id = o.id
           where p.status = 'active' and p.is_verified
             and (p.whole_municipality or p.office_ward_id = w.id or exists (select 1 from profile_wards pw where pw.profile_id = p.id and pw.ward_id = w.id)))::int as total
        from wards w cross join options o where o.type = ${type}`)
      const direct = new Map(rows.map((row) => [`${row.ward_id}:${row.option_id}`, Number(row.total)]))
      table.wards.forEach((row, wardIndex) =>
        table.options.forEach((option, optionIndex) => expect(table.counts[wardIndex][optionIndex], `${type} ward ${row.number} option ${option.id}`).toBe(direct.get(`${row.id}:${option.id}`))),
      )
      // And the cells of the fixture's wards against the totals of the lists their links open.
      for (const number of [1, 5, 7, 9, 20]) {
        const wardIndex = table.wards.findIndex((row) => row.number === number)
        for (const [optionIndex, option] of table.options.entries()) {
          const listed = await listTotal({ ward: String(ward(number)), [filter]: String(option.id) })
          expect(table.counts[wardIndex][optionIndex], `${type} ward ${number} option ${option.id}`).toBe(listed.total)
        }
      }
    }
    const scopes = gaps['thematic-scope']
    const at = (number: number, optionId: number) => scopes.counts[scopes.wards.findIndex((row) => row.number === number)][scopes.options.findIndex((option) => option.id === optionId)]
    // Ward 5, the first scope: office5, office5works7 (office and working ward, once).
    expect(at(5, scopeIds[0])).toBe(2)
    expect(at(7, scopeIds[0])).toBe(2)
    expect(at(20, scopeIds[0])).toBe(0)
    expect(at(20, scopeIds[1])).toBe(1)
  })

  it('download as CSV, a row per ward and a column per option, with the same numbers', async () => {
    const gaps = await countWardGaps()
    const response = await call(exportCsvRoute, { query: { table: 'ward-thematic-scope', lang: 'en' } })
    expect(response.status).toBe(200)
    const rows = parseCsv(response.text).records.filter((record) => record.length > 1 || record[0] !== '')
    expect(rows[0][0]).toBe('Ward')
    expect(rows).toHaveLength(30)
    expect(rows[5][0]).toBe('Ward No. 5')
    expect(rows[5].slice(1).map(Number)).toEqual(gaps['thematic-scope'].counts[4])
    const nepali = await call(exportCsvRoute, { query: { table: 'ward-target-group' } })
    expect(parseCsv(nepali.text).records[1][0]).toBe('वडा नं. १')
  })

  it('follow a change of where an NGO works', async () => {
    const before = await countWardGaps()
    const scopes = before['thematic-scope']
    const column = scopes.options.findIndex((option) => option.id === scopeIds[0])
    const row = scopes.wards.findIndex((item) => item.number === 9)
    await call(updateProfileRoute, { method: 'PUT', headers: { token: made.nowhere.token }, params: { id: String(made.nowhere.id) }, body: { office_ward_id: ward(9) } })
    const after = await countWardGaps()
    expect(after['thematic-scope'].counts[row][column]).toBe(scopes.counts[row][column] + 1)
  })
})

describe('the register and the open data', () => {
  function sendImport(bytes: Uint8Array, confirm?: string) {
    const body = new FormData()
    body.set('file', new File([new Uint8Array(bytes)], 'wards.csv'))
    if (confirm) body.set('confirm', confirm)
    return call(importRoute, { method: 'POST', headers: roles.superAdmin.headers, body })
  }
  const HEADER = ['dao_registration_no', 'Name in Nepali', 'Office ward', 'Working wards']

  it('imports the office ward and the working wards by number (either script) or name, and the whole municipality in either language', async () => {
    const file = registerCsv(HEADER, [
      { dao_registration_no: 'WARD/1', 'Name in Nepali': 'वडा आयात एक', 'Office ward': '४', 'Working wards': 'वडा नं. ६; Ward No. 8; 10' },
      { dao_registration_no: 'WARD/2', 'Name in Nepali': 'वडा आयात दुई', 'Office ward': 'Ward No. 2', 'Working wards': 'सम्पूर्ण महानगरपालिका' },
      { dao_registration_no: 'WARD/3', 'Name in Nepali': 'वडा आयात तीन', 'Office ward': '', 'Working wards': 'the whole municipality' },
    ])
    const dryRun = await sendImport(file)
    expect(dryRun.status, JSON.stringify(dryRun.json)).toBe(200)
    expect(dryRun.json.data.summary).toMatchObject({ new: 3, error: 0 })
    const done = await sendImport(file, dryRun.json.data.file.sha256)
    expect(done.status, JSON.stringify(done.json)).toBe(200)
    const rows = await db.select({ id: ngoProfiles.id, dao: ngoProfiles.dao_registration_no, office: ngoProfiles.office_ward_id, whole: ngoProfiles.whole_municipality }).from(ngoProfiles).where(sql`${ngoProfiles.dao_registration_no} like 'WARD/%'`).orderBy(ngoProfiles.dao_registration_no)
    expect(rows.map(({ office, whole }) => ({ office, whole }))).toEqual([
      { office: ward(4), whole: false },
      { office: ward(2), whole: true },
      { office: null, whole: true },
    ])
    const links = await db.select({ ward: profileWards.ward_id }).from(profileWards).where(eq(profileWards.profile_id, rows[0].id))
    expect(links.map((link) => link.ward).sort((a, b) => a - b)).toEqual([ward(6), ward(8), ward(10)])
  })

  it('refuses an import with an unknown ward, with the error beside its cell, and writes nothing', async () => {
    const before = await rowCounts()
    const [profiles] = await db.select({ n: count() }).from(ngoProfiles)
    const file = registerCsv(HEADER, [
      { dao_registration_no: 'WARD/9', 'Name in Nepali': 'अज्ञात वडा', 'Office ward': '31', 'Working wards': '2; वडा नं. ९९; Ward Nine' },
      { dao_registration_no: 'WARD/10', 'Name in Nepali': 'ठीक वडा', 'Office ward': '3', 'Working wards': '' },
    ])
    const dryRun = await sendImport(file)
    expect(dryRun.status).toBe(200)
    const [bad, good] = dryRun.json.data.rows as { status: string; errors: { column: number; field: string; message: string; name?: string }[] }[]
    const columns = dryRun.json.data.columns as { field: string }[]
    expect(bad.status).toBe('error')
    expect(bad.errors).toEqual([
      { column: columns.findIndex((column) => column.field === 'office_ward'), field: 'office_ward', message: 'Unknown ward: {name}', name: '31' },
      { column: columns.findIndex((column) => column.field === 'working_wards'), field: 'working_wards', message: 'Unknown ward: {name}', name: 'वडा नं. ९९' },
      { column: columns.findIndex((column) => column.field === 'working_wards'), field: 'working_wards', message: 'Unknown ward: {name}', name: 'Ward Nine' },
    ])
    expect(good.status).toBe('new')
    const refused = await sendImport(file, dryRun.json.data.file.sha256)
    expect(refused.status).toBe(400)
    expect(await rowCounts()).toEqual(before)
    expect((await db.select({ n: count() }).from(ngoProfiles))[0]).toEqual(profiles)
  })

  it('export the wards by number, to be imported back, and publish them in the open data', async () => {
    const response = await call(registerCsvRoute, { headers: roles.superAdmin.headers, query: { ward: String(ward(7)), lang: 'en' } })
    expect(response.status).toBe(200)
    const [header, ...rows] = parseCsv(response.text.replace(/^\uFEFF/, '')).records.filter((record) => record.length > 1)
    const at = (name: string) => header.indexOf(name)
    const byId = new Map(rows.map((record) => [Number(record[at('Profile number')]), record]))
    expect(byId.get(made.office5works7.id)![at('Office ward')]).toBe('5')
    expect(byId.get(made.office5works7.id)![at('Working wards')]).toBe('5; 7')
    expect(byId.get(made.everywhere.id)![at('Working wards')]).toBe('The whole municipality')

    const open = await call(openDataJsonRoute)
    const published = JSON.parse(open.text) as { id: number; office_ward: number | null; working_wards: number[]; whole_municipality: boolean }[]
    expect(published.find((entry) => entry.id === made.office5works7.id)).toMatchObject({ office_ward: 5, working_wards: [5, 7], whole_municipality: false })
    expect(published.find((entry) => entry.id === made.everywhere.id)).toMatchObject({ office_ward: 1, working_wards: [], whole_municipality: true })
    expect(published.find((entry) => entry.id === made.unverified5.id)).toBeUndefined()
    expect(published[0]).not.toHaveProperty('office_ward_id')
  })
})
