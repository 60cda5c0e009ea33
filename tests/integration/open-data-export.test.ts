import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as csvRoute } from '@/app/api/open/ngos.csv/route'
import { GET as jsonRoute } from '@/app/api/open/ngos.json/route'
import { db } from '@/lib/db'
import { OPEN_DATA_BATCH_SIZE, openDataBatches } from '@/lib/open-data/export'
import { OPEN_DATA_FIELDS } from '@/lib/open-data/fields'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { parseCsv as parseCsvText } from '@/tests/csv'

withTemporaryUploads()

const NEPALI_NAME = 'ललितपुर महिला सशक्तिकरण केन्द्र'
const TRICKY_PROGRAMS = 'Literacy, "health"\nand clean water'
const ids = { verified: 0, unverified: 0, inactive: 0 }
/** The people's own contacts: on the profile page, never in the open data. */
const PERSONAL = { contact_person_phone: '9841000001', contact_person_email: 'sita@lcdc.org.np', head_person_phone: '9851000002', head_person_email: 'ram.shakya@gmail.com' }
const BULK = 5000

const request = () => new Request('http://localhost/api/open/ngos')

const parseCsv = (text: string) => parseCsvText(text).records

async function readAll(response: Response) {
  return new Uint8Array(await response.arrayBuffer())
}

beforeAll(async () => {
  const owner = await createSignedInUser()
  ids.verified = (
    await createProfile(
      owner.user,
      { name: NEPALI_NAME, name_en: 'Lalitpur Women Empowerment Centre', major_programs: TRICKY_PROGRAMS, name_acronym: '=HYPERLINK("http://x")', head_person_email: PERSONAL.head_person_email, head_person_post: 'Director;=HYPERLINK(CHAR(104))' },
      { verified: true },
    )
  ).profile.id
  ids.unverified = (await createProfile((await createSignedInUser()).user, { name: 'Unverified Hidden Org' })).profile.id
  ids.inactive = (await createProfile((await createSignedInUser()).user, { name: 'Inactive Hidden Org' }, { verified: true, inactive: true })).profile.id
}, 120_000)

describe('GET /api/open/ngos.csv', () => {
  it('is UTF-8 CSV with a BOM, a header of the documented fields, and Nepali intact', async () => {
    const response = await csvRoute(request(), undefined)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ngos\.csv"$/)
    const bytes = await readAll(response)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header).toEqual(OPEN_DATA_FIELDS.map((field) => field.key))
    expect(rows).toHaveLength(1)
    const record = Object.fromEntries(header.map((key, index) => [key, rows[0][index]]))
    expect(record.id).toBe(String(ids.verified))
    expect(record.name).toBe(NEPALI_NAME)
    expect(record.major_programs).toBe(TRICKY_PROGRAMS)
    // A formula is defused, also behind a semicolon; plain phone numbers are left alone.
    expect(record.name_acronym).toBe(`'=HYPERLINK("http://x")`)
    expect(text).toContain('"Director;=HYPERLINK(CHAR(104))"')
    expect(record.phone).toBe('01-5521234')
    // The organisation's contacts and its people's names and posts are published; their own mobiles and emails are not.
    expect(record).toMatchObject({ email: 'info@lcdc.org.np', website: 'https://lcdc.org.np/', contact_person_name: 'Sita Maharjan', head_person_name: 'Ram Shakya', head_person_post: 'Director;=HYPERLINK(CHAR(104))' })
    for (const [key, value] of Object.entries(PERSONAL)) {
      expect(header).not.toContain(key)
      expect(text).not.toContain(value)
    }
    expect(record.profile_url).toMatch(new RegExp(`/profile/${ids.verified}`))
    expect(record.thematic_scopes.length).toBeGreaterThan(0)
    // Every date in AD and, right after it, in BS.
    expect(header.indexOf('dao_registration_date_bs')).toBe(header.indexOf('dao_registration_date') + 1)
    expect(header.indexOf('head_person_last_elected_bs')).toBe(header.indexOf('head_person_last_elected') + 1)
    expect(record.dao_registration_date).toBe('2015-08-20')
    expect(record.dao_registration_date_bs).toBe('2072-05-03')
    expect(record.sw_registration_date).toBe('')
    expect(record.sw_registration_date_bs).toBe('')
    // No private or internal field.
    for (const hidden of ['user_id', 'created_at', 'updated_at', 'is_complete', 'complete_document', 'status', 'is_verified', 'logo']) {
      expect(header).not.toContain(hidden)
    }
    expect(text).not.toContain('Unverified Hidden Org')
    expect(text).not.toContain('Inactive Hidden Org')
  })
})

describe('GET /api/open/ngos.json', () => {
  it('is a JSON array of the published profiles with their public fields', async () => {
    const response = await jsonRoute(request(), undefined)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const rows = JSON.parse(new TextDecoder().decode(await readAll(response))) as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]).sort()).toEqual(OPEN_DATA_FIELDS.map((field) => field.key).sort())
    expect(rows[0]).toMatchObject({ id: ids.verified, name: NEPALI_NAME, major_programs: TRICKY_PROGRAMS, ordinary_member_male: expect.any(Number) })
    expect(rows[0].thematic_scopes).toEqual(expect.arrayContaining([expect.any(String)]))
    const text = JSON.stringify(rows)
    for (const [key, value] of Object.entries(PERSONAL)) {
      expect(rows[0]).not.toHaveProperty(key)
      expect(text).not.toContain(value)
    }
    expect(rows[0]).toMatchObject({ dao_registration_date: '2015-08-20', dao_registration_date_bs: '2072-05-03', sw_registration_date: null, sw_registration_date_bs: null })
  })
})

describe('streaming 5 000 profiles', () => {
  beforeAll(async () => {
    await db.execute(sql`insert into ngo_profiles (name, name_en, status, is_verified) select 'बल्क संस्था ' || g, 'Bulk NGO ' || g, 'active', true from generate_series(1, ${BULK}) g`)
    await db.execute(sql`insert into ngo_profiles (name, status, is_verified) select 'Bulk unverified ' || g, 'new_registration', false from generate_series(1, 200) g`)
  })

  it('reads in batches, never more than the batch size at once', async () => {
    let total = 0
    let largest = 0
    let batches = 0
    for await (const batch of openDataBatches()) {
      batches++
      total += batch.length
      largest = Math.max(largest, batch.length)
    }
    expect(total).toBe(BULK + 1)
    expect(largest).toBe(OPEN_DATA_BATCH_SIZE)
    expect(batches).toBe(Math.ceil((BULK + 1) / OPEN_DATA_BATCH_SIZE))
  })

  it('sends the first part before the rest is read: a profile published mid-download is included', async () => {
    for (const [route, parse] of [
      [csvRoute, (text: string) => parseCsv(text.slice(1)).slice(1).map((row) => row[1])],
      [jsonRoute, (text: string) => (JSON.parse(text) as { name: string }[]).map((row) => row.name)],
    ] as const) {
      const response = await route(request(), undefined)
      const reader = response.body!.getReader()
      const chunks: Uint8Array[] = []
      const first = await reader.read()
      chunks.push(first.value!)
      const late = `Published mid-download ${chunks.length}-${Math.random()}`
      await db.execute(sql`insert into ngo_profiles (name, status, is_verified) values (${late}, 'active', true)`)
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
      expect(chunks.length).toBeGreaterThan(BULK / OPEN_DATA_BATCH_SIZE)
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks))
      const names = parse(text)
      expect(names.at(-1)).toBe(late)
      expect(names).toContain('बल्क संस्था 4999')
      expect(names.some((name) => name.startsWith('Bulk unverified'))).toBe(false)
    }
  })
})
