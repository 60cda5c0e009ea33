// Possible duplicates (decision 094), on a real PostgreSQL: each comparison
// key's normalisation (DAO numbers in either script with spaces, dashes,
// slashes and leading zeros; phones in their forms; Nepali, English and
// romanised names within the edits their length allows), the pairs kept as
// profiles change, the super administrator's list and its dismissals, and
// the warnings of the sign-up (by DAO number only: never whose mobile is
// registered), of the claims review and of the import's dry run.
import { and, count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as formPost } from '@/app/api/auth/form/[action]/route'
import { POST as registerRoute } from '@/app/api/auth/register/route'
import { POST as verifyRoute } from '@/app/api/auth/verification/route'
import { GET as claimsRoute } from '@/app/api/ngo/claims/route'
import { POST as dismissRoute } from '@/app/api/ngo/duplicates/dismissals/route'
import { GET as listRoute } from '@/app/api/ngo/duplicates/route'
import { POST as importRoute } from '@/app/api/ngo/import/route'
import { PUT as updateProfileRoute } from '@/app/api/ngo/profile/[id]/route'
import { PUT as budgetRoute } from '@/app/api/ngo/[id]/annual-budget/route'
import { auditLog, financialYears, ngoProfiles, profileDuplicateDismissals, profileDuplicates, profileKeys } from '@/db/schema'
import { flowFrom } from '@/lib/auth/form-state'
import { createSession } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { createSignedInUser, createUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { registerCsv } from '@/tests/fixtures/register'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'
import { ageCodes, lastCodeTo } from './auth-support'
import { insertProfile } from './content-support'

withTemporaryUploads()

let admin: Awaited<ReturnType<typeof createSignedInUser>>

const key = async (fn: 'ngo_dao_key' | 'ngo_name_key', value: string) => (await db.execute<{ key: string | null }>(sql`select ${sql.raw(fn)}(${value}) as key`)).rows[0].key
const phoneKeys = async (value: string) => (await db.execute<{ key: string }>(sql`select key from ngo_phone_keys(${value}) as key order by key`)).rows.map((row) => row.key)

/** Why two profiles are listed as possible duplicates, or null when they are not. */
async function pairReasons(a: number, b: number): Promise<string[] | null> {
  const [pair] = await db
    .select({ reasons: profileDuplicates.reasons })
    .from(profileDuplicates)
    .where(and(eq(profileDuplicates.profile_id, Math.min(a, b)), eq(profileDuplicates.other_id, Math.max(a, b))))
  return pair ? [...pair.reasons].sort() : null
}

/** Two bare profiles (the names far apart unless given) and the reasons they are paired by. */
async function compare(first: Partial<typeof ngoProfiles.$inferInsert>, second: Partial<typeof ngoProfiles.$inferInsert>) {
  const a = await insertProfile({ name: 'क ख ग घ ङ च छ ज', name_en: null, ...first })
  const b = await insertProfile({ name: 'प फ ब भ म य र ल', name_en: null, ...second })
  return pairReasons(a.id, b.id)
}

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin' })
})

describe('comparison keys', () => {
  it('DAO registration numbers: Devanagari digits as Latin ones, any case, without spaces, dashes, slashes or leading zeros', async () => {
    const keys = await Promise.all(['१२३/२०७०', '123-2070', ' 0123 / 2070 ', '००१२३।२०७०', '123.2070'].map((value) => key('ngo_dao_key', value)))
    expect(new Set(keys)).toEqual(new Set(['1232070']))
    expect(await key('ngo_dao_key', 'ka-12/2070')).toBe('KA122070')
    expect(await key('ngo_dao_key', 'KA 012 २०७०')).toBe('KA122070')
    expect(await key('ngo_dao_key', 'क.जि. १२/२०७०')).toBe('कजि122070')
    expect(await key('ngo_dao_key', '124/2070')).toBe('1242070')
    expect(await key('ngo_dao_key', ' / - ')).toBeNull()
    expect(await compare({ dao_registration_no: '४५६/२०७१' }, { dao_registration_no: '0456-2071' })).toEqual(['dao'])
    expect(await compare({ dao_registration_no: '457/2071' }, { dao_registration_no: '458/2071' })).toBeNull()
  })

  it('phones: +977, the Kathmandu valley code, dashes and spaces, Devanagari digits; several numbers in one field', async () => {
    expect(await phoneKeys('+977-1-5521234')).toEqual(['5521234'])
    expect(await phoneKeys('01-5521234')).toEqual(['5521234'])
    expect(await phoneKeys('०१ ५५२१२३४')).toEqual(['5521234'])
    expect(await phoneKeys('+977 9841234567')).toEqual(['9841234567'])
    expect(await phoneKeys('९८४१२३४५६७, 01-5521234 / 061-520123')).toEqual(['5521234', '61520123', '9841234567'])
    // Too short to be a number.
    expect(await phoneKeys('12345')).toEqual([])
    expect(await compare({ phone: '+977-1-5521299' }, { contact_person_phone: '5521299' })).toEqual(['phone'])
    expect(await compare({ head_person_phone: '+977 9841000099' }, { phone: '01-5520000, ९८४१००००९९' })).toEqual(['phone'])
    expect(await compare({ phone: '9841000098' }, { phone: '9841000097' })).toBeNull()
  })

  it('names: Nepali and romanised compared as one, in the loose spelling of decision 035', async () => {
    expect(await key('ngo_name_key', 'महिला विकास समाज')).toBe('mahilabikassamaj')
    expect(await key('ngo_name_key', 'Mahila Vikas Samaj!')).toBe('mahilabikassamaj')
    expect(await key('ngo_name_key', 'mahila  bikash-samaj')).toBe('mahilabikassamaj')
    // A Nepali name against its romanised twin in the other profile's English name, and a long/short vowel apart.
    expect(await compare({ name: 'सूर्योदय महिला विकास समाज' }, { name: 'अर्को नाम', name_en: 'Suryodaya Mahila Bikas Samaj' })).toEqual(['name'])
    expect(await compare({ name: 'ज्ञान ज्योति युवा क्लब' }, { name: 'ज्ञान ज्योती युवा क्लब' })).toEqual(['name'])
  })

  it('names within 0, 1 or 2 edits by their length, with the same digits', async () => {
    // 11 letters and more: two edits.
    expect(await compare({ name_en: 'Women Empowerment Centre' }, { name_en: 'Women Empowerment Center' })).toEqual(['name'])
    expect(await compare({ name_en: 'Himalayan Youth Society' }, { name_en: 'Himalyan Youth Socety' })).toEqual(['name'])
    expect(await compare({ name_en: 'Himalayan Youth Society' }, { name_en: 'Himlyan Yuth Socety' })).toBeNull()
    // 5 to 10: one edit.
    expect(await compare({ name_en: 'Sahara' }, { name_en: 'Sahari' })).toEqual(['name'])
    expect(await compare({ name_en: 'Sahara' }, { name_en: 'Sahyog' })).toBeNull()
    // 4 and fewer: the same name only.
    expect(await compare({ name_en: 'Asha' }, { name_en: 'Usha' })).toBeNull()
    expect(await compare({ name_en: 'Asha' }, { name_en: 'asha' })).toEqual(['name'])
    // One edit, but in a number: two wards' groups are two organisations.
    expect(await compare({ name_en: 'Ward 1 Mahila Samuha' }, { name_en: 'Ward 2 Mahila Samuha' })).toBeNull()
  })

  it('a key more than ten profiles hold points at no one organisation', async () => {
    const sharing = []
    for (let index = 0; index < 11; index++) sharing.push(await insertProfile({ name: `साझा फोन संस्था ${'क'.repeat(index + 1)}`, phone: '01-5000011' }))
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from profile_duplicates where profile_id = any(${sql.param(sharing.map((p) => p.id))}::int[]) and 'phone' = any(reasons)`)
    // The eleventh made the phone common: the pairs it would add are not made.
    const last = sharing[sharing.length - 1]
    expect(await pairReasons(sharing[0].id, last.id)).toBeNull()
    expect(rows[0].n).toBeLessThanOrEqual(45)
  })
})

describe('the pairs', () => {
  it('follow the profiles: found when a profile is saved, gone when it is renamed, untouched by a section save', async () => {
    const owner = await createSignedInUser({ dao_registration_no: 'PAIR/1' })
    const other = await insertProfile({ name: 'तारा बाल सेवा केन्द्र', dao_registration_no: '991/2075' })
    const { profile } = await createProfile(owner.user, { name: 'तारा बाल सेवा केन्द्र', name_en: 'Tara Child Service Centre', dao_registration_no: 'PAIR/1', phone: null })
    expect(await pairReasons(profile.id, other.id)).toEqual(['name'])
    const [before] = await db.select({ found_at: profileDuplicates.found_at }).from(profileDuplicates).where(eq(profileDuplicates.other_id, Math.max(profile.id, other.id)))
    const [year] = await db.select().from(financialYears).limit(1)
    const headers = { token: (await createSession(owner.user.id)).token }
    const budget = await call(budgetRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: [{ financial_year_id: year.id, fund_received_from_internal_sources: 10 }] })
    expect(budget.status, budget.text).toBe(200)
    const [after] = await db.select({ found_at: profileDuplicates.found_at }).from(profileDuplicates).where(eq(profileDuplicates.other_id, Math.max(profile.id, other.id)))
    expect(after).toEqual(before)
    const renamed = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { name: 'पूर्णतया अर्कै नामको संस्था', name_en: 'Another Name Entirely' } })
    expect(renamed.status, renamed.text).toBe(200)
    expect(await pairReasons(profile.id, other.id)).toBeNull()
    const keys = await db.select({ kind: profileKeys.kind }).from(profileKeys).where(eq(profileKeys.profile_id, profile.id))
    expect(keys.map((row) => row.kind).sort()).toEqual(['dao', 'name', 'name', 'phone', 'phone'])
  })
})

describe('the list of possible duplicates', () => {
  const list = (query: Record<string, string> = {}, headers: Record<string, string> = admin.headers) => call(listRoute, { headers, query })
  const dismiss = (body: unknown, headers: Record<string, string> = admin.headers) => call(dismissRoute, { method: 'POST', headers, body })

  it('lists the pairs, a shared DAO number first, with both profiles; only for the super administrator', async () => {
    const a = await insertProfile({ name: 'सगरमाथा पर्यावरण मञ्च', name_en: 'Sagarmatha Environment Forum', dao_registration_no: '७७७/२०६९', phone: '01-5530777' })
    const b = await insertProfile({ name: 'सगरमाथा वातावरण मञ्च', name_en: 'Sagarmatha Environment Forum', dao_registration_no: '777-2069', phone: null, user_id: (await createUser()).id })
    const answer = await list({ limit: '50' })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.message).toBe(DUPLICATE_MESSAGES.listed)
    const pairs = answer.json.data.pairs as { profiles: { id: number; owned: boolean; dao_registration_no: string }[]; reasons: string[] }[]
    expect(pairs[0].reasons[0]).toBe('dao')
    const pair = pairs.find((entry) => entry.profiles.some((profile) => profile.id === a.id))!
    expect(pair.reasons).toEqual(['dao', 'name'])
    expect(pair.profiles.map((profile) => profile.id)).toEqual([a.id, b.id])
    expect(pair.profiles.map((profile) => profile.owned)).toEqual([false, true])
    expect(answer.json.data.total).toBeGreaterThanOrEqual(pairs.length)
    const clerk = await createSignedInUser({ role: 'admin' })
    expect((await list({}, clerk.headers)).status).toBe(403)
    expect((await list({}, {})).status).toBe(401)
    expect((await list({ limit: '500' })).status).toBe(400)
  })

  it('a dismissed pair leaves the list; a pair not listed, or the same profile twice, is refused with nothing written', async () => {
    const a = await insertProfile({ name: 'नवज्योति बाल क्लब', dao_registration_no: '31/2080' })
    const b = await insertProfile({ name: 'नवज्योती बाल क्लब', dao_registration_no: '32/2080' })
    const c = await insertProfile({ name: 'बिल्कुलै फरक संस्था', dao_registration_no: '33/2080' })
    const entries = async () => (await db.select({ n: count() }).from(auditLog))[0].n
    const dismissals = async () => (await db.select({ n: count() }).from(profileDuplicateDismissals))[0].n
    const before = [await entries(), await dismissals()]
    const notListed = await dismiss({ profile_id: a.id, other_id: c.id })
    expect(notListed.status).toBe(404)
    expect(notListed.json.message).toBe(DUPLICATE_MESSAGES.pairNotFound)
    const same = await dismiss({ profile_id: a.id, other_id: a.id })
    expect(same.status).toBe(400)
    expect(same.json.message).toBe(DUPLICATE_MESSAGES.samePair)
    expect((await dismiss({ profile_id: a.id, other_id: 2_000_000_000 })).status).toBe(404)
    expect((await dismiss({ profile_id: a.id })).status).toBe(400)
    expect([await entries(), await dismissals()]).toEqual(before)

    const dismissed = await dismiss({ profile_id: b.id, other_id: a.id })
    expect(dismissed.status, dismissed.text).toBe(201)
    expect(dismissed.json.data.dismissal).toEqual({ profile_id: a.id, other_id: b.id, reasons: ['name'] })
    const listed = (await list({ limit: '50' })).json.data.pairs as { profiles: { id: number }[] }[]
    expect(listed.some((pair) => pair.profiles[0].id === a.id && pair.profiles[1].id === b.id)).toBe(false)
    const logged = await db.select().from(auditLog).where(eq(auditLog.action, 'dismiss_duplicate'))
    expect(logged.map((entry) => entry.profile_id).sort()).toEqual([a.id, b.id].sort())
    // Again: nothing more.
    expect((await dismiss({ profile_id: a.id, other_id: b.id })).status).toBe(201)
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'dismiss_duplicate'))).toHaveLength(2)
  })
})

describe('the warnings', () => {
  const signUp = async (dao: string, mobile = uniqueMobile()) => {
    const answer = await call(registerRoute, { method: 'POST', body: { dao_registration_no: dao, name: 'Clerk', mobile, email: 'clerk@example.org', password: TEST_PASSWORD } })
    expect(answer.status, answer.text).toBe(201)
    return answer.json.data as { mobile: string; possible_duplicates: { id: number; name: string; name_en: string | null }[] }
  }

  it('sign-up names the published profiles of the DAO number written any way, and only them', async () => {
    const published = await insertProfile({ name: 'गोदावरी सामुदायिक संस्था', name_en: 'Godawari Community Organisation', dao_registration_no: '८८/२०६६', is_verified: true, status: 'active' })
    await insertProfile({ name: 'अप्रकाशित संस्था', dao_registration_no: '88-2066' })
    const answer = await signUp('0088 / 2066')
    expect(answer.possible_duplicates).toEqual([{ id: published.id, name: published.name, name_en: published.name_en }])
    expect((await signUp('89/2066')).possible_duplicates).toEqual([])
  })

  it('the sign-up form without scripts carries the warning to the verification page, a few names cut short', async () => {
    const long = 'लामो नाम '.repeat(40)
    const published = await insertProfile({ name: long, name_en: 'Long Name '.repeat(40), dao_registration_no: '९९/२०६७', is_verified: true, status: 'active' })
    const fields = { language: 'en', dao_registration_no: '099-2067', name: 'Clerk', mobile: uniqueMobile(), email: 'clerk@example.org', password: TEST_PASSWORD, confirm_password: TEST_PASSWORD }
    const answer = await call(formPost, {
      method: 'POST',
      path: '/api/auth/form/register',
      params: { action: 'register' },
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    })
    expect(answer.status, answer.text).toBe(303)
    expect(answer.headers.get('location')).toBe('/en/verification')
    const cookies = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ')
    const flow = flowFrom(cookies, 'verification')
    // Both names, so the English page names it in English.
    expect(flow?.registered).toEqual([{ id: published.id, name: long.slice(0, 120), name_en: 'Long Name '.repeat(40).slice(0, 120) }])
  })

  it('sign-up never says whose mobile is registered: the same answer for a new, an unverified and a verified number, and a profile’s phone is not compared', async () => {
    const mobile = uniqueMobile()
    await insertProfile({ name: 'फोन भएको संस्था', dao_registration_no: '1234/2060', contact_person_phone: mobile, is_verified: true, status: 'active' })
    const fresh = await signUp('5555/2060', mobile)
    expect(fresh.possible_duplicates).toEqual([])
    // Signed up again before verifying (a minute later: one code a minute), then after.
    await ageCodes(mobile, 120)
    const again = await signUp('5555/2060', mobile)
    expect(again).toEqual(fresh)
    const verified = await call(verifyRoute, { method: 'POST', body: { mobile, mpin: lastCodeTo(mobile) } })
    expect(verified.status, verified.text).toBe(200)
    await ageCodes(mobile, 120)
    expect(await signUp('5555/2060', mobile)).toEqual(fresh)
    expect(Object.keys(fresh).sort()).toEqual(['mobile', 'possible_duplicates'])
  })

  it('the claims review says which other profiles the claimed one resembles, and where the claimant’s mobile is a phone', async () => {
    const claimantMobile = uniqueMobile()
    const elsewhere = await insertProfile({ name: 'अर्कै संस्था', dao_registration_no: '4/2050', head_person_phone: claimantMobile })
    const twin = await insertProfile({ name: 'कञ्चन महिला समूह', dao_registration_no: '3/2050', phone: '01-5537003' })
    const claimed = await insertProfile({ name: 'कञ्चन महिला समुह', dao_registration_no: 'CLM/3', phone: '5537003' })
    const registered = await signUp('CLM/3', claimantMobile)
    expect(registered.possible_duplicates).toEqual([])
    const verified = await call(verifyRoute, { method: 'POST', body: { mobile: claimantMobile, mpin: lastCodeTo(claimantMobile) } })
    expect(verified.status, verified.text).toBe(200)
    const answer = await call(claimsRoute, { headers: admin.headers })
    expect(answer.status, answer.text).toBe(200)
    const claim = (answer.json.data.claims as { profile: { id: number }; possible_duplicates: unknown[]; claimant_mobile_on: unknown[] }[]).find((entry) => entry.profile.id === claimed.id)!
    expect(claim.possible_duplicates).toEqual([{ id: twin.id, name: twin.name, name_en: twin.name_en, reasons: ['phone', 'name'] }])
    expect(claim.claimant_mobile_on).toEqual([{ id: elsewhere.id, name: elsewhere.name, name_en: elsewhere.name_en, reasons: ['phone'] }])
  })

  it('the import’s dry run says which new rows resemble a profile already in the registry, and still lets them be imported', async () => {
    const existing = await insertProfile({ name: 'हरियाली वन उपभोक्ता समूह', name_en: 'Hariyali Forest Users Group', dao_registration_no: '६०१/२०७२', phone: '01-5541601' })
    const header = ['dao_registration_no', 'Name in Nepali', 'Name in English', 'Phone']
    const rows = [
      // The DAO number written another way: a new row by the import's own matching, but the same number.
      { dao_registration_no: '0601-2072', 'Name in Nepali': 'नयाँ नाम एक', 'Name in English': null, Phone: null },
      { dao_registration_no: 'IMP/2', 'Name in Nepali': 'नयाँ नाम दुई', 'Name in English': null, Phone: '+977-1-5541601' },
      { dao_registration_no: 'IMP/3', 'Name in Nepali': 'नयाँ नाम तीन', 'Name in English': 'Hariyali Forest User Group', Phone: null },
      { dao_registration_no: 'IMP/4', 'Name in Nepali': 'कुनै मेल नखाने संस्था', 'Name in English': 'Nothing Alike', Phone: '9800000004' },
    ]
    const form = new FormData()
    form.set('file', new File([new Uint8Array(registerCsv(header, rows))], 'register.csv'))
    const profiles = async () => (await db.select({ n: count() }).from(ngoProfiles))[0].n
    const before = await profiles()
    const answer = await call(importRoute, { method: 'POST', headers: admin.headers, body: form })
    expect(answer.status, answer.text).toBe(200)
    expect(await profiles()).toBe(before)
    const preview = answer.json.data as { summary: { new: number; possible_duplicates: number }; rows: { status: string; possible_duplicates: { id: number; reasons: string[] }[] }[]; file: { sha256: string } }
    expect(preview.summary).toMatchObject({ new: 4, possible_duplicates: 3 })
    expect(preview.rows.map((row) => row.possible_duplicates)).toEqual([
      [{ id: existing.id, name: existing.name, name_en: existing.name_en, reasons: ['dao'] }],
      [{ id: existing.id, name: existing.name, name_en: existing.name_en, reasons: ['phone'] }],
      [{ id: existing.id, name: existing.name, name_en: existing.name_en, reasons: ['name'] }],
      [],
    ])
    const confirmed = new FormData()
    confirmed.set('file', new File([new Uint8Array(registerCsv(header, rows))], 'register.csv'))
    confirmed.set('confirm', preview.file.sha256)
    const imported = await call(importRoute, { method: 'POST', headers: admin.headers, body: confirmed })
    expect(imported.status, imported.text).toBe(200)
    expect(await profiles()).toBe(before + 4)
    // Now in the registry, they are listed as pairs with the profile they resemble.
    const { rows: paired } = await db.execute<{ n: number }>(sql`select count(*)::int as n from profile_duplicates where ${existing.id} in (profile_id, other_id)`)
    expect(paired[0].n).toBe(3)
  })
})
