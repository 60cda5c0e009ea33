import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as dashboardCsvRoute } from '@/app/api/ngo/dashboard/export.csv/route'
import { POST as importRoute } from '@/app/api/ngo/import/route'
import { GET as csvRoute } from '@/app/api/ngo/profile/export.csv/route'
import { GET as xlsxRoute } from '@/app/api/ngo/profile/export.xlsx/route'
import { GET as listRoute } from '@/app/api/ngo/profile/route'
import { options } from '@/db/schema'
import { getScopeAndGroupTotals } from '@/lib/dashboard'
import { db } from '@/lib/db'
import { EXPORT_BATCH_SIZE, exportBatches } from '@/lib/register/export'
import { profileListQuery } from '@/lib/profile/schemas'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { parseCsv } from '@/tests/csv'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

let admin: { token: string }
let scopeId = 0
const BULK = 1200

async function listTotal(query: Record<string, string>) {
  const response = await call(listRoute, { headers: { token: admin.token }, query })
  expect(response.status, response.text).toBe(200)
  return response.json.data.total as number
}

async function exportCsv(query: Record<string, string>) {
  const response = await call(csvRoute, { headers: { token: admin.token }, query })
  expect(response.status, response.text).toBe(200)
  const text = response.text.replace(/^\uFEFF/, '')
  const [header, ...rows] = parseCsv(text).records
  return { response, header, rows }
}

async function exportXlsx(query: Record<string, string>) {
  const request = new Request(`http://localhost/api/ngo/profile/export.xlsx?${new URLSearchParams(query)}`, { headers: { token: admin.token } })
  const response = await xlsxRoute(request, undefined)
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  return { response, workbook, bytes }
}

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin' })
  ;[{ id: scopeId }] = await db.select({ id: options.id }).from(options).where(eq(options.type, 'thematic-scope')).limit(1)
  const owner = await createSignedInUser({ dao_registration_no: 'EXP/1' })
  await createProfile(owner.user, { name: 'निर्यात संस्था', name_en: 'Export Centre', name_acronym: '=HYPERLINK("http://x")', subjective_works: [scopeId] }, { verified: true })
  await db.execute(sql`insert into ngo_profiles (name, name_en, dao_registration_no, dao_registration_date, registration_fiscal_year, status, is_verified, ordinary_member_male)
    select 'थोक संस्था ' || g, 'Bulk Export ' || g, 'BX/' || g, date '2020-01-01' + g, '2076/77', (case when g % 3 = 0 then 'active' else 'new_registration' end)::profile_status, g % 3 = 0, g % 50
    from generate_series(1, ${BULK}) g`)
  await db.execute(sql`insert into profile_options (profile_id, option_id) select id, ${scopeId} from ngo_profiles where dao_registration_no like 'BX/%' and id % 4 = 0`)
}, 120_000)

describe('GET /api/ngo/profile/export.csv', () => {
  const filters: Record<string, string>[] = [
    {},
    { status: 'active' },
    { verified: 'false', page: '3', limit: '20' },
    { search_by: 'name_en', search: 'Bulk Export 1' },
    { thematic_scope: '' },
    { q: 'Export' },
  ]
  for (const filter of filters) {
    it(`has as many rows as the list's total for ${JSON.stringify(filter)}`, async () => {
      const query = filter.thematic_scope === '' ? { thematic_scope: String(scopeId) } : filter
      const { rows } = await exportCsv(query)
      expect(rows.length).toBe(await listTotal(query))
    })
  }

  it('is UTF-8 with a BOM, its header in the page’s language, its formulas defused', async () => {
    const { response, header, rows } = await exportCsv({ search_by: 'dao_registration_no', search: 'EXP/1', lang: 'ne' })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ngo-list-\d{4}-\d{2}-\d{2}\.csv"$/)
    const raw = await csvRoute(new Request('http://localhost/api/ngo/profile/export.csv', { headers: { token: admin.token } }), undefined)
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(header).toContain('नेपाली नाम')
    expect(header).toContain('जिल्ला प्रशासन कार्यालय दर्ता मिति (वि.सं.)')
    expect(rows).toHaveLength(1)
    const record = Object.fromEntries(header.map((key, index) => [key, rows[0][index]]))
    expect(record['नेपाली नाम']).toBe('निर्यात संस्था')
    expect(record['संक्षिप्त नाम']).toBe(`'=HYPERLINK("http://x")`)
    expect(record['जिल्ला प्रशासन कार्यालय दर्ता मिति (ई.सं.)']).toBe('2015-08-20')
    expect(record['जिल्ला प्रशासन कार्यालय दर्ता मिति (वि.सं.)']).toBe('2072-05-03')
    const english = await exportCsv({ search_by: 'dao_registration_no', search: 'EXP/1', lang: 'en' })
    expect(english.header.slice(0, 3)).toEqual(['Profile number', 'DAO Registration No.', 'Name in Nepali'])
  })

  it('is for the super administrator only', async () => {
    const clerk = await createSignedInUser()
    expect((await call(csvRoute, { headers: { token: clerk.token } })).status).toBe(403)
    expect((await call(csvRoute, {})).status).toBe(401)
    expect((await call(csvRoute, { headers: { token: admin.token }, query: { status: 'deleted' } })).status).toBe(400)
  })

  it('reads the list in batches, never more than a batch at once', async () => {
    let total = 0
    let largest = 0
    for await (const batch of exportBatches(profileListQuery.parse({}))) {
      total += batch.length
      largest = Math.max(largest, batch.length)
    }
    expect(largest).toBe(EXPORT_BATCH_SIZE)
    expect(total).toBe(await listTotal({}))
  })
})

describe('GET /api/ngo/profile/export.xlsx', () => {
  it('is one sheet with typed number and date cells, BS and AD dates, and the header in the page’s language', async () => {
    const query = { status: 'active', lang: 'en' }
    const { response, workbook } = await exportXlsx(query)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(workbook.worksheets).toHaveLength(1)
    const sheet = workbook.worksheets[0]
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(sheet.actualRowCount - 1).toBe(await listTotal({ status: 'active' }))
    const column = (name: string) => header.indexOf(name) + 1
    const row = sheet.getRow(2)
    expect(typeof row.getCell(column('Profile number')).value).toBe('number')
    expect(typeof row.getCell(column('Ordinary members – Male')).value).toBe('number')
    expect(row.getCell(column('DAO Registration Date (AD)')).value).toBeInstanceOf(Date)
    expect(row.getCell(column('DAO Registration Date (BS)')).value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(row.getCell(column('Status')).value).toBe('Active')
  })

  it('can be corrected and imported again: the same columns, every row an update', async () => {
    const { bytes } = await exportXlsx({ search_by: 'dao_registration_no', search: 'BX/11', lang: 'ne' })
    const form = new FormData()
    form.set('file', new File([bytes], 'ngo-list.xlsx'))
    const checked = await call(importRoute, { method: 'POST', headers: { token: admin.token }, body: form })
    expect(checked.status, checked.text).toBe(200)
    const total = await listTotal({ search_by: 'dao_registration_no', search: 'BX/11' })
    expect(checked.json.data.summary).toEqual({ rows: total, new: 0, update: total, error: 0, possible_duplicates: 0 })
    expect(checked.json.data.ignored_columns).toEqual([])
  })
})

describe('GET /api/ngo/dashboard/export.csv', () => {
  it('gives each dashboard table as CSV, header in the chosen language', async () => {
    const response = await call(dashboardCsvRoute, { query: { table: 'thematic-scope', lang: 'en' } })
    expect(response.status, response.text).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ngo-dashboard-thematic-scope.csv"')
    const [header, ...rows] = parseCsv(response.text.replace(/^\uFEFF/, '')).records
    expect(header).toEqual(['Thematic scope', 'Number of NGOs'])
    const { thematicScope } = await getScopeAndGroupTotals()
    expect(rows).toEqual(thematicScope.map((row) => [row.name, String(row.total)]))
    for (const table of ['registration-fiscal-year', 'target-group', 'caste-group']) {
      const other = await call(dashboardCsvRoute, { query: { table } })
      expect(other.status, table).toBe(200)
      expect(other.text.split('\r\n')[0]).toMatch(/\p{Script=Devanagari}/u)
    }
    expect((await call(dashboardCsvRoute, { query: { table: 'salaries' } })).status).toBe(400)
  })
})
