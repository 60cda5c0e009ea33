// Renewal cycles (decision 080): only the super administrator opens, extends
// and closes them; every refusal says why and writes nothing.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELETE as deleteFinancialYear } from '@/app/api/ngo/annual-budget-financial-year/[id]/route'
import { POST as closeCycle } from '@/app/api/ngo/renewal-cycles/[id]/close/route'
import { POST as extendCycle } from '@/app/api/ngo/renewal-cycles/[id]/extension/route'
import { GET as listCycles, POST as openCycle } from '@/app/api/ngo/renewal-cycles/route'
import { auditLog, documentConfigs, financialYears, renewalCycleExtensions, renewalCycles } from '@/db/schema'
import { kathmanduToday } from '@/lib/calendar'
import { db } from '@/lib/db'
import { daysBetween } from '@/lib/renewals/standing'
import { call } from '@/tests/http'
import { auditEntries, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>
let documentTypeId: number

const today = () => kathmanduToday()
function dayAfter(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

async function addYear(label: string) {
  const [row] = await db.insert(financialYears).values({ financial_year: label }).returning()
  return row.id
}

async function counts() {
  const [[cycles], [extensions], [entries]] = await Promise.all([
    db.select({ n: count() }).from(renewalCycles),
    db.select({ n: count() }).from(renewalCycleExtensions),
    db.select({ n: count() }).from(auditLog),
  ])
  return { cycles: cycles.n, extensions: extensions.n, entries: entries.n }
}

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
  const [documentType] = await db.insert(documentConfigs).values({ document_name: 'नवीकरण परीक्षण कागजात', document_name_en: 'Renewal test document' }).returning()
  documentTypeId = documentType.id
})

describe('opening a renewal cycle', () => {
  it('is for the super administrator only: no one else writes anything', async () => {
    const yearId = await addYear('२११०/११')
    const body = { financial_year_id: yearId, deadline: dayAfter(today(), 30), items: ['part:committee'] }
    const before = await counts()
    expect((await call(openCycle, { method: 'POST', body })).status).toBe(401)
    expect((await call(listCycles)).status).toBe(401)
    for (const role of [roles.user, roles.admin]) {
      const refused = await call(openCycle, { method: 'POST', headers: role.headers, body })
      expect(refused.status).toBe(403)
      expect(refused.json.message).toBeTruthy()
      expect((await call(listCycles, { headers: role.headers })).status).toBe(403)
      expect((await call(extendCycle, { method: 'POST', headers: role.headers, params: { id: '1' }, body: { deadline: dayAfter(today(), 60), reason: 'x' } })).status).toBe(403)
      expect((await call(closeCycle, { method: 'POST', headers: role.headers, params: { id: '1' } })).status).toBe(403)
    }
    expect(await counts()).toEqual(before)
  })

  it('opens the cycle of a fiscal year with its deadline and items, and records it in the action log', async () => {
    const yearId = await addYear('२१११/१२')
    const deadline = dayAfter(today(), 45)
    const opened = await call(openCycle, {
      method: 'POST',
      headers,
      body: { financial_year_id: yearId, deadline, items: [`document:${documentTypeId}`, 'part:annual_budget', 'part:annual_budget', 'part:general_assembly'] },
    })
    expect(opened.status, JSON.stringify(opened.json)).toBe(201)
    expect(opened.json.message).toBe('Renewal cycle opened')
    const cycle = opened.json.data.renewalCycle
    expect(cycle).toMatchObject({
      financial_year_id: yearId,
      financial_year: '२१११/१२',
      starts_on: today(),
      deadline,
      state: 'open',
      items: [`document:${documentTypeId}`, 'part:annual_budget', 'part:general_assembly'],
      extensions: [],
    })
    const [entry] = await auditEntries('renewal_cycle', cycle.id)
    expect(entry).toMatchObject({ action: 'open', actor_user_id: roles.superAdmin.user.id })
    const list = await call(listCycles, { headers })
    expect(list.status).toBe(200)
    expect(list.json.data.renewalCycles.map((row: { id: number }) => row.id)).toContain(cycle.id)
  })

  it('refuses an unknown fiscal year, a second cycle for a year, a deadline before the start or in the past, and an empty or unknown item list, writing nothing', async () => {
    const yearId = await addYear('२११२/१३')
    const good = { financial_year_id: yearId, deadline: dayAfter(today(), 30), items: ['part:committee'] }
    expect((await call(openCycle, { method: 'POST', headers, body: good })).status).toBe(201)
    const freeYear = await addYear('२११३/१४')
    const before = await counts()
    const refusals: [unknown, number, string][] = [
      [{ ...good, financial_year_id: 999_999 }, 400, 'Financial Year Not Found'],
      [{ ...good, financial_year_id: 'abc' }, 400, 'financial_year_id: Financial Year Not Found'],
      [{ ...good, financial_year_id: undefined }, 400, 'financial_year_id: Financial Year is required'],
      [good, 409, 'A renewal cycle for this fiscal year already exists'],
      [{ ...good, financial_year_id: freeYear, starts_on: dayAfter(today(), 10), deadline: dayAfter(today(), 5) }, 400, 'deadline: The deadline must not be before the start of the cycle'],
      [{ ...good, financial_year_id: freeYear, starts_on: dayAfter(today(), -30), deadline: dayAfter(today(), -1) }, 400, 'The deadline must not be in the past'],
      [{ ...good, financial_year_id: freeYear, items: [] }, 400, 'items: Choose at least one item a renewal needs'],
      [{ ...good, financial_year_id: freeYear, items: undefined }, 400, 'items: Choose at least one item a renewal needs'],
      [{ ...good, financial_year_id: freeYear, items: ['part:lunch'] }, 400, 'items.0: An item must be a document type or a part of the profile'],
      [{ ...good, financial_year_id: freeYear, items: ['document:999999'] }, 400, 'Document Config Not Found'],
      [{ ...good, financial_year_id: freeYear, deadline: '2083-02-30' }, 400, 'deadline: Invalid date'],
      [{ ...good, financial_year_id: freeYear, deadline: '' }, 400, 'deadline: Choose a date'],
    ]
    for (const [body, status, message] of refusals) {
      const refused = await call(openCycle, { method: 'POST', headers, body })
      expect(refused.status, JSON.stringify(body)).toBe(status)
      expect(refused.json.message, JSON.stringify(body)).toBe(message)
    }
    expect(await counts()).toEqual(before)
  })
})

describe('extending and closing a cycle', () => {
  it('extends the deadline with a reason, keeps the extension and logs it; refuses a deadline not later and an empty reason', async () => {
    const yearId = await addYear('२११४/१५')
    const deadline = dayAfter(today(), 20)
    const opened = await call(openCycle, { method: 'POST', headers, body: { financial_year_id: yearId, deadline, items: ['part:committee'] } })
    const id = String(opened.json.data.renewalCycle.id)
    const before = await counts()
    for (const [body, message] of [
      [{ deadline, reason: 'Same day' }, 'The new deadline must be after the current deadline'],
      [{ deadline: dayAfter(deadline, -1), reason: 'Earlier' }, 'The new deadline must be after the current deadline'],
      [{ deadline: dayAfter(deadline, 10), reason: '   ' }, 'reason: Reason is required'],
      [{ deadline: dayAfter(deadline, 10) }, 'reason: Reason is required'],
    ] as const) {
      const refused = await call(extendCycle, { method: 'POST', headers, params: { id }, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.message).toBe(message)
    }
    const missing = await call(extendCycle, { method: 'POST', headers, params: { id: '999999' }, body: { deadline: dayAfter(deadline, 10), reason: 'Flood' } })
    expect(missing.status).toBe(404)
    expect(missing.json.message).toBe('Renewal cycle not found')
    expect(await counts()).toEqual(before)

    const later = dayAfter(deadline, 15)
    const extended = await call(extendCycle, { method: 'POST', headers, params: { id }, body: { deadline: later, reason: 'Flooding closed the ward offices' } })
    expect(extended.status, JSON.stringify(extended.json)).toBe(200)
    expect(extended.json.message).toBe('Renewal cycle extended')
    expect(extended.json.data.renewalCycle).toMatchObject({ deadline: later, extensions: [{ old_deadline: deadline, new_deadline: later, reason: 'Flooding closed the ward offices' }] })
    const entries = await auditEntries('renewal_cycle', id)
    expect(entries.find((entry) => entry.action === 'extend')).toMatchObject({ before: { deadline }, after: { deadline: later } })
  })

  it('closes a cycle once; a closed cycle is neither extended nor closed again', async () => {
    const yearId = await addYear('२११५/१६')
    const opened = await call(openCycle, { method: 'POST', headers, body: { financial_year_id: yearId, deadline: dayAfter(today(), 20), items: ['part:committee'] } })
    const id = String(opened.json.data.renewalCycle.id)
    const closed = await call(closeCycle, { method: 'POST', headers, params: { id } })
    expect(closed.status).toBe(200)
    expect(closed.json.message).toBe('Renewal cycle closed')
    expect(closed.json.data.renewalCycle).toMatchObject({ state: 'closed', closed_at: expect.any(String) })
    expect((await auditEntries('renewal_cycle', id)).map((entry) => entry.action).sort()).toEqual(['close', 'open'])
    const before = await counts()
    const again = await call(closeCycle, { method: 'POST', headers, params: { id } })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('The renewal cycle is closed')
    const extend = await call(extendCycle, { method: 'POST', headers, params: { id }, body: { deadline: dayAfter(today(), 40), reason: 'Late' } })
    expect(extend.status).toBe(409)
    expect(await counts()).toEqual(before)
    const [row] = await db.select().from(renewalCycles).where(eq(renewalCycles.id, Number(id)))
    expect(daysBetween(today(), row.deadline)).toBe(20)
  })

  it('keeps the fiscal year of a cycle: deleting it is refused with the reason', async () => {
    const yearId = await addYear('२११६/१७')
    expect((await call(openCycle, { method: 'POST', headers, body: { financial_year_id: yearId, deadline: dayAfter(today(), 20), items: ['part:committee'] } })).status).toBe(201)
    const refused = await call(deleteFinancialYear, { method: 'DELETE', headers, params: { id: String(yearId) } })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe('Cannot delete: this fiscal year has a renewal cycle')
    expect(await db.select().from(financialYears).where(eq(financialYears.id, yearId))).toHaveLength(1)
  })
})
