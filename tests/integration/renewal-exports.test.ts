// The open data, the super administrator's CSV download and the API's list
// carry each verified NGO's renewal standing and its record (decision 080).
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as openCsvRoute } from '@/app/api/open/ngos.csv/route'
import { GET as openJsonRoute } from '@/app/api/open/ngos.json/route'
import { GET as exportCsvRoute } from '@/app/api/ngo/profile/export.csv/route'
import { financialYears, ngoProfiles, renewalCycles, renewalSubmissions } from '@/db/schema'
import { adStringToBsString, kathmanduToday } from '@/lib/calendar'
import { db } from '@/lib/db'
import { openDataBatches, type OpenDataRow } from '@/lib/open-data/export'
import { parseCsv } from '@/tests/csv'
import { createSignedInUser } from '@/tests/factories'
import { call } from '@/tests/http'

const today = kathmanduToday()
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
// The cycle in force ended 20 days ago: an NGO without a submission is overdue by 20 days.
const DEADLINE = dayAfter(today, -20)
const ids = { overdue: 0, renewed: 0 }
let adminToken: string

beforeAll(async () => {
  adminToken = (await createSignedInUser({ role: 'super_admin' })).token
  const [earlier, current] = await db.insert(financialYears).values([{ financial_year: '२१२०/२१' }, { financial_year: '२१२१/२२' }]).returning({ id: financialYears.id })
  // Written straight to the table: the API refuses a deadline in the past.
  const [earlierCycle, cycle] = await db
    .insert(renewalCycles)
    .values([
      { financial_year_id: earlier.id, starts_on: dayAfter(today, -420), deadline: dayAfter(today, -380), items: ['part:committee'] },
      { financial_year_id: current.id, starts_on: dayAfter(today, -60), deadline: DEADLINE, items: ['part:committee'] },
    ])
    .returning({ id: renewalCycles.id })
  const [overdue, renewed] = await db
    .insert(ngoProfiles)
    .values([
      { name: 'म्याद नाघेको संस्था', name_en: 'Overdue NGO', status: 'active', is_verified: true },
      { name: 'नवीकरण भएको संस्था', name_en: 'Renewed NGO', status: 'active', is_verified: true },
    ])
    .returning({ id: ngoProfiles.id })
  ids.overdue = overdue.id
  ids.renewed = renewed.id
  await db.insert(renewalSubmissions).values([
    { cycle_id: cycle.id, profile_id: renewed.id, snapshot: {}, state: 'accepted', submitted_at: new Date(`${dayAfter(today, -40)}T04:00:00Z`), decided_at: new Date(`${dayAfter(today, -30)}T04:00:00Z`) },
    { cycle_id: earlierCycle.id, profile_id: overdue.id, snapshot: {}, state: 'accepted', submitted_at: new Date(`${dayAfter(today, -379)}T04:00:00Z`), decided_at: new Date(`${dayAfter(today, -377)}T04:00:00Z`) },
  ])
})

describe('the open data', () => {
  it('gives each NGO its standing in the cycle in force, its date in AD and BS, the days late and the record before', async () => {
    const rows = (await openDataBatches().next()).value as OpenDataRow[]
    const overdue = rows.find((row) => row.id === ids.overdue)!
    expect(overdue).toMatchObject({
      renewal_financial_year: '2121/22',
      renewal_standing: 'overdue',
      renewal_standing_date: DEADLINE,
      renewal_standing_date_bs: adStringToBsString(DEADLINE),
      renewal_days_late: 20,
      renewal_history: [`2120/21: renewed ${dayAfter(today, -377)} (3 days late)`],
    })
    const renewed = rows.find((row) => row.id === ids.renewed)!
    expect(renewed).toMatchObject({ renewal_standing: 'renewed', renewal_standing_date: dayAfter(today, -30), renewal_days_late: null, renewal_history: ['2120/21: not renewed'] })
  })

  it('is in the CSV and the JSON downloads', async () => {
    const json = JSON.parse(await (await openJsonRoute(new Request('http://localhost/api/open/ngos.json'), undefined)).text()) as Record<string, unknown>[]
    expect(json.find((row) => row.id === ids.overdue)).toMatchObject({ renewal_standing: 'overdue', renewal_days_late: 20 })
    const text = await (await openCsvRoute(new Request('http://localhost/api/open/ngos.csv'), undefined)).text()
    const [header, ...records] = parseCsv(text.replace(/^\uFEFF/, '')).records
    const record = Object.fromEntries(header.map((key, index) => [key, records.find((row) => row[0] === String(ids.overdue))![index]]))
    expect(record).toMatchObject({ renewal_standing: 'overdue', renewal_days_late: '20', renewal_history: `2120/21: renewed ${dayAfter(today, -377)} (3 days late)` })
  })
})

describe("the super administrator's download", () => {
  it('filters by standing and says the standing and the record in the language asked for', async () => {
    const response = await call(exportCsvRoute, { headers: { token: adminToken }, query: { standing: 'overdue', lang: 'en' } })
    expect(response.status).toBe(200)
    const [header, ...records] = parseCsv(response.text.replace(/^\uFEFF/, '')).records
    expect(records.map((row) => row[0])).toEqual([String(ids.overdue)])
    const record = Object.fromEntries(header.map((key, index) => [key, records[0][index]]))
    expect(record['Renewal standing']).toBe('Overdue: 20 days')
    expect(record['Renewal record']).toMatch(/^2120\/21: Renewed on .* BS, 3 days late$/)
    const nepali = await call(exportCsvRoute, { headers: { token: adminToken }, query: { standing: 'renewed', lang: 'ne' } })
    const [nepaliHeader, ...nepaliRecords] = parseCsv(nepali.text.replace(/^\uFEFF/, '')).records
    expect(nepaliRecords.map((row) => row[0])).toEqual([String(ids.renewed)])
    expect(nepaliRecords[0][nepaliHeader.indexOf('नवीकरणको अवस्था')]).toMatch(/^२१२१\/२२ का लागि .* वि\.सं\. मा नवीकरण भयो$/)
  })
})
