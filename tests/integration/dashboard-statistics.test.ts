// Every dashboard aggregate against counts computed here, in plain JavaScript,
// from a known set of profiles inserted straight into the database.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as countsRoute } from '@/app/api/ngo/dashboard/counts/route'
import { GET as humanResourceRoute } from '@/app/api/ngo/dashboard/human-resource/route'
import { GET as graphRoute } from '@/app/api/ngo/dashboard/ngo-graph/route'
import { GET as totalRoute } from '@/app/api/ngo/dashboard/ngo/route'
import { GET as structureRoute } from '@/app/api/ngo/dashboard/organizational-structure/route'
import { GET as scopesRoute } from '@/app/api/ngo/dashboard/targetgroup-thematicscope/route'
import { eq, inArray, sql } from 'drizzle-orm'
import { currentOrganizationalStructures, ngoProfiles, options, organizationalStructureConfigs, organizationalStructureTotals, profileOptions } from '@/db/schema'
import { fiscalYearOfAdString } from '@/lib/calendar'
import { db } from '@/lib/db'
import { COUNTS_TYPES, type CountsType } from '@/lib/dashboard/schemas'
import {
  countAllProfiles,
  countByOption,
  countByRegistrationFiscalYear,
  countByTribe,
  countProfiles,
  sumHumanResource,
  sumOrganizationalStructure,
} from '@/lib/dashboard/statistics'
import { call } from '@/tests/http'

const TODAY = '2025-05-31'
// Written out by hand: 31 May minus 3, 6, 9 and 12 months.
const WINDOW_STARTS = { '3_months_ago': '2025-02-28', '6_months_ago': '2024-11-30', '9_months_ago': '2024-08-31', '12_months_ago': '2024-05-31' }

const STATUSES = ['new_registration', 'active', 'inactive'] as const
const GROUP_COLUMNS = ['ordinary_member', 'working_committee', 'employee', 'volunteer'] as const
const GENDERS = ['male', 'female', 'lgbtqi'] as const
const CO_COLUMNS = ['co_ordinary_member', 'co_working_committee', 'co_volunteer', 'co_employee'].flatMap((group) =>
  GENDERS.map((gender) => `${group}_${gender}`),
) as (keyof typeof currentOrganizationalStructures.$inferInsert)[]
const TRIBE_NAMES = ['दलित', 'आदिवासी जनजाति', 'मधेसी', 'ब्राह्मण/क्षेत्री']
const DISABILITY_NAMES = ['शारीरिक अपाङ्गता', 'दृष्टिसम्बन्धी अपाङ्गता']

// A small deterministic generator, so a failure can be reproduced.
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = generator(20250531)
const integer = (max: number) => Math.floor(random() * (max + 1))
const pick = <T,>(items: readonly T[]) => items[integer(items.length - 1)]

function shiftDays(date: string, days: number) {
  const value = new Date(`${date}T00:00:00Z`)
  value.setUTCDate(value.getUTCDate() + days)
  return value.toISOString().slice(0, 10)
}

// Today in Kathmandu and the window starts, worked out here without the module's helpers.
function kathmanduTodayHere() {
  const shifted = new Date(Date.now() + (5 * 60 + 45) * 60 * 1000)
  return shifted.toISOString().slice(0, 10)
}
function startsFor(today: string) {
  const [year, month, day] = today.split('-').map(Number)
  const starts: Record<string, string> = {}
  for (const months of [3, 6, 9, 12]) {
    const first = new Date(Date.UTC(year, month - 1 - months, 1))
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
    first.setUTCDate(Math.min(day, lastDay))
    starts[`${months}_months_ago`] = first.toISOString().slice(0, 10)
  }
  return starts
}

type FixtureProfile = {
  id?: number
  status: (typeof STATUSES)[number]
  is_verified: boolean
  dao_registration_date: string | null
  registration_fiscal_year: string | null
  structure: Record<string, number>
  optionIds: number[]
  rows: { name: string; ethnicity: 'tribe' | 'people_with_disability'; counts: Record<string, number> }[]
}

const fixtures: FixtureProfile[] = []
let activeUnusedOption: { id: number; name: string }
let inactiveUsedOption: { id: number; name: string }
let inactiveUnusedOption: { id: number; name: string }

beforeAll(async () => {
  const seeded = await db.select({ id: options.id, name: options.name, type: options.type }).from(options)
  // Three options of our own to check which ones the tables list.
  const [activeUnused, inactiveUsed, inactiveUnused] = await db
    .insert(options)
    .values([
      { name: 'परीक्षण: प्रयोग नभएको', type: 'thematic-scope', active: true },
      { name: 'परीक्षण: निष्क्रिय तर प्रयोगमा', type: 'target-group', active: false },
      { name: 'परीक्षण: निष्क्रिय र प्रयोग नभएको', type: 'target-group', active: false },
    ])
    .returning({ id: options.id, name: options.name })
  activeUnusedOption = activeUnused
  inactiveUsedOption = inactiveUsed
  inactiveUnusedOption = inactiveUnused
  const usable = seeded.map((option) => option.id)

  // Dates on both sides of every window edge, today, tomorrow, and many spread over 30 years.
  // The API counts from the real today, so its window edges get profiles too.
  const realToday = kathmanduTodayHere()
  const edgesOf = (today: string, starts: Record<string, string>) => [
    today,
    shiftDays(today, 1),
    ...Object.values(starts).flatMap((start) => [start, shiftDays(start, -1), shiftDays(start, 1)]),
  ]
  const edgeDates = [...edgesOf(TODAY, WINDOW_STARTS), ...edgesOf(realToday, startsFor(realToday))]
  const spreadDates = Array.from({ length: 60 }, () => shiftDays(TODAY, -integer(30 * 365)))
  const dates: (string | null)[] = [...edgeDates, ...edgeDates, ...spreadDates, null, null, null]

  for (const [index, date] of dates.entries()) {
    const status = STATUSES[index % STATUSES.length]
    const structure: Record<string, number> = {}
    for (const group of GROUP_COLUMNS) for (const gender of GENDERS) structure[`${group}_${gender}`] = integer(40)
    const optionIds = [...new Set(Array.from({ length: integer(5) }, () => pick(usable)))]
    if (index % 7 === 0) optionIds.push(inactiveUsedOption.id)
    const rows: FixtureProfile['rows'] = []
    for (const name of TRIBE_NAMES) if (random() < 0.7) rows.push({ name, ethnicity: 'tribe', counts: {} })
    for (const name of DISABILITY_NAMES) if (random() < 0.4) rows.push({ name, ethnicity: 'people_with_disability', counts: {} })
    for (const row of rows) for (const column of CO_COLUMNS) row.counts[column] = integer(9)
    fixtures.push({
      status,
      is_verified: status === 'active' ? index % 5 !== 0 : index % 4 === 0,
      dao_registration_date: date,
      registration_fiscal_year: date ? fiscalYearOfAdString(date) : null,
      structure,
      optionIds,
      rows,
    })
  }

  const inserted = await db
    .insert(ngoProfiles)
    .values(
      fixtures.map((fixture, index) => ({
        name: `परीक्षण संस्था ${index + 1}`,
        status: fixture.status,
        is_verified: fixture.is_verified,
        dao_registration_date: fixture.dao_registration_date,
        registration_fiscal_year: fixture.registration_fiscal_year,
        ...fixture.structure,
      })),
    )
    .returning({ id: ngoProfiles.id })
  inserted.forEach((row, index) => (fixtures[index].id = row.id))
  const links = fixtures.flatMap((fixture) => fixture.optionIds.map((option_id) => ({ profile_id: fixture.id!, option_id })))
  if (links.length) await db.insert(profileOptions).values(links)
  const structureRows = fixtures.flatMap((fixture) =>
    fixture.rows.map((row, position) => ({ profile_id: fixture.id!, name: row.name, ethnicity: row.ethnicity, position, ...row.counts })),
  )
  if (structureRows.length) await db.insert(currentOrganizationalStructures).values(structureRows)
})

// ---------------------------------------------------------------- expectations, computed independently

function matchesType(fixture: FixtureProfile, type: CountsType) {
  if (type === 'all') return true
  if (type === 'verified') return fixture.is_verified
  if (type === 'unverified') return !fixture.is_verified
  return fixture.status === type
}

function expectedCounts(type: CountsType, today: string, starts: Record<string, string>) {
  const selected = fixtures.filter((fixture) => matchesType(fixture, type))
  const inWindow = (start: string) =>
    selected.filter((fixture) => fixture.dao_registration_date !== null && fixture.dao_registration_date >= start && fixture.dao_registration_date <= today)
      .length
  return {
    total: selected.length,
    registrationDateBetween: Object.fromEntries(Object.entries(starts).map(([key, start]) => [key, inWindow(start)])),
  }
}

const byTotalThenName = (a: { name: string; total: number }, b: { name: string; total: number }) =>
  b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

async function expectedOptionTotals() {
  const all = await db.select({ id: options.id, name: options.name, name_en: options.name_en, type: options.type, active: options.active }).from(options)
  const totals = (type: string) =>
    all
      .filter((option) => option.type === type)
      .map((option) => ({ name: option.name, name_en: option.name_en, total: fixtures.filter((fixture) => fixture.optionIds.includes(option.id)).length, active: option.active }))
      .filter((option) => option.active || option.total > 0)
      .map(({ name, name_en, total }) => ({ name, name_en, total }))
      .sort(byTotalThenName)
  return { thematicScope: totals('thematic-scope'), targetGroup: totals('target-group') }
}

const rowSum = (counts: Record<string, number>) => Object.values(counts).reduce((sum, value) => sum + value, 0)

async function expectedTribes() {
  const totals = new Map<string, number>()
  for (const fixture of fixtures)
    for (const row of fixture.rows) if (row.ethnicity === 'tribe') totals.set(row.name, (totals.get(row.name) ?? 0) + rowSum(row.counts))
  const configs = await db.select().from(organizationalStructureConfigs).where(eq(organizationalStructureConfigs.ethnicity, 'tribe'))
  const english = new Map(configs.map((config) => [config.name, config.name_en]))
  return [...totals].map(([name, total]) => ({ name, name_en: english.get(name) ?? null, total })).sort(byTotalThenName)
}

function expectedHumanResource() {
  const sum = (gender: string) =>
    fixtures.reduce((total, fixture) => total + GROUP_COLUMNS.reduce((inner, group) => inner + fixture.structure[`${group}_${gender}`], 0), 0)
  const disability = fixtures.reduce(
    (total, fixture) => total + fixture.rows.filter((row) => row.ethnicity === 'people_with_disability').reduce((inner, row) => inner + rowSum(row.counts), 0),
    0,
  )
  return { male: sum('male'), female: sum('female'), lgbtqi: sum('lgbtqi'), people_with_disability: disability }
}

function expectedStructure() {
  return Object.fromEntries(
    GROUP_COLUMNS.map((group) => [
      group,
      fixtures.reduce((total, fixture) => total + GENDERS.reduce((inner, gender) => inner + fixture.structure[`${group}_${gender}`], 0), 0),
    ]),
  )
}

// ---------------------------------------------------------------- the aggregates

describe('dashboard aggregates', () => {
  it('counts every type of profile and the four month windows, edges included', async () => {
    for (const type of COUNTS_TYPES) {
      expect(await countProfiles(type, TODAY), type).toEqual(expectedCounts(type, TODAY, WINDOW_STARTS))
    }
    // The fixtures do put profiles on both sides of each edge.
    const all = await countProfiles('all', TODAY)
    expect(all.registrationDateBetween['3_months_ago']).toBeGreaterThan(0)
    expect(all.registrationDateBetween['12_months_ago']).toBeLessThan(all.total)
  })

  it('moves the windows with the day given', async () => {
    const today = '2024-03-01'
    const starts = { '3_months_ago': '2023-12-01', '6_months_ago': '2023-09-01', '9_months_ago': '2023-06-01', '12_months_ago': '2023-03-01' }
    expect(await countProfiles('all', today)).toEqual(expectedCounts('all', today, starts))
  })

  it('counts every profile for the ngo data set', async () => {
    expect(await countAllProfiles()).toEqual({ total: fixtures.length })
  })

  it('groups profiles by registration fiscal year, oldest first, without undated ones', async () => {
    const totals = new Map<string, number>()
    for (const fixture of fixtures)
      if (fixture.registration_fiscal_year) totals.set(fixture.registration_fiscal_year, (totals.get(fixture.registration_fiscal_year) ?? 0) + 1)
    const expected = [...totals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([registration_fiscal_year, total]) => ({ registration_fiscal_year, total }))
    const actual = await countByRegistrationFiscalYear()
    expect(actual).toEqual(expected)
    expect(actual.reduce((sum, year) => sum + year.total, 0)).toBe(fixtures.filter((fixture) => fixture.dao_registration_date).length)
  })

  it('counts profiles per thematic scope and target group, listing active options with none', async () => {
    const actual = await countByOption()
    expect(actual).toEqual(await expectedOptionTotals())
    expect(actual.thematicScope).toContainEqual({ name: activeUnusedOption.name, name_en: null, total: 0 })
    expect(actual.targetGroup.find((option) => option.name === inactiveUsedOption.name)?.total).toBeGreaterThan(0)
    expect(actual.targetGroup.map((option) => option.name)).not.toContain(inactiveUnusedOption.name)
  })

  it('sums people by caste group over the current organisational structure rows', async () => {
    expect(await countByTribe()).toEqual(await expectedTribes())
  })

  it('sums human resources by gender and people with disability', async () => {
    expect(await sumHumanResource()).toEqual(expectedHumanResource())
  })

  it('sums each organisational-structure group', async () => {
    expect(await sumOrganizationalStructure()).toEqual(expectedStructure())
  })
})

// ---------------------------------------------------------------- the API

describe('dashboard API', () => {
  it('GET counts answers total and registrationDateBetween for each type, all by default', async () => {
    const today = kathmanduTodayHere()
    const byDefault = await call(countsRoute)
    expect(byDefault.status).toBe(200)
    expect(byDefault.json.data).toEqual({ ...expectedCounts('all', today, startsFor(today)), type: 'all' })
    for (const type of COUNTS_TYPES) {
      const response = await call(countsRoute, { query: { type } })
      expect(response.status).toBe(200)
      expect(response.json.data).toEqual({ ...expectedCounts(type, today, startsFor(today)), type })
    }
  })

  it('GET counts refuses an unknown type with 400 and the field error', async () => {
    for (const type of ['everything', '', 'VERIFIED']) {
      const response = await call(countsRoute, { query: { type } })
      expect(response.status).toBe(400)
      expect(response.json.errors.type).toMatch(/type must be one of/)
    }
  })

  it('GET ngo, ngo-graph, targetgroup-thematicscope, human-resource and organizational-structure answer the spec shapes', async () => {
    const total = await call(totalRoute)
    expect(total.status).toBe(200)
    expect(total.json.data).toEqual({ total: fixtures.length })

    const graph = await call(graphRoute)
    expect(graph.json.data.registrationFiscalYear).toEqual(await countByRegistrationFiscalYear())
    expect(graph.json.data.registrationFiscalYear[0]).toEqual({ registration_fiscal_year: expect.stringMatching(/^\d{4}\/\d{2}$/), total: expect.any(Number) })

    const scopes = await call(scopesRoute)
    expect(scopes.json.data).toEqual({ ...(await expectedOptionTotals()), tribe: await expectedTribes() })

    const humanResource = await call(humanResourceRoute)
    expect(humanResource.json.data).toEqual({ humanResource: expectedHumanResource() })

    const structure = await call(structureRoute)
    expect(structure.json.data).toEqual({ organizationalStructure: [expectedStructure()] })
  })
})

// ---------------------------------------------------------------- the totals table behind the caste-group and disability sums

describe('organizational_structure_totals', () => {
  // The sums worked out here from every structure row, to compare with what the triggers keep.
  async function recomputed() {
    const rows = await db.select().from(currentOrganizationalStructures)
    const totals = new Map<string, { ethnicity: string; name: string; people: number; row_count: number }>()
    for (const row of rows) {
      const key = `${row.ethnicity}|${row.name}`
      const entry = totals.get(key) ?? { ethnicity: row.ethnicity, name: row.name, people: 0, row_count: 0 }
      entry.people += CO_COLUMNS.reduce((sum, column) => sum + Number(row[column as keyof typeof row]), 0)
      entry.row_count += 1
      totals.set(key, entry)
    }
    return [...totals.values()].sort((a, b) => (`${a.ethnicity}|${a.name}` < `${b.ethnicity}|${b.name}` ? -1 : 1))
  }
  async function kept() {
    const rows = await db.select().from(organizationalStructureTotals)
    return rows.sort((a, b) => (`${a.ethnicity}|${a.name}` < `${b.ethnicity}|${b.name}` ? -1 : 1))
  }

  it('follows inserts, updates, renames, deletes and a deleted profile', async () => {
    expect((await kept()).length).toBeGreaterThan(0)
    expect(await kept()).toEqual(await recomputed())

    const someRows = (await db.select({ id: currentOrganizationalStructures.id }).from(currentOrganizationalStructures).limit(6)).map((row) => row.id)
    await db
      .update(currentOrganizationalStructures)
      .set({ co_employee_male: sql`${currentOrganizationalStructures.co_employee_male} + 3` })
      .where(inArray(currentOrganizationalStructures.id, someRows.slice(0, 3)))
    await db.update(currentOrganizationalStructures).set({ name: 'नयाँ समूह', co_volunteer_female: 7 }).where(eq(currentOrganizationalStructures.id, someRows[3]))
    expect(await kept()).toEqual(await recomputed())
    expect((await kept()).find((row) => row.name === 'नयाँ समूह')?.row_count).toBe(1)

    await db.delete(currentOrganizationalStructures).where(inArray(currentOrganizationalStructures.id, [someRows[3], someRows[4]]))
    expect(await kept()).toEqual(await recomputed())
    // A name no row has any more is gone.
    expect((await kept()).map((row) => row.name)).not.toContain('नयाँ समूह')

    const withRows = await db.select({ id: currentOrganizationalStructures.profile_id }).from(currentOrganizationalStructures).limit(1)
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, withRows[0].id))
    fixtures.splice(fixtures.findIndex((fixture) => fixture.id === withRows[0].id), 1)
    expect(await kept()).toEqual(await recomputed())
  })

  it('stays right when several saves replace structure rows of the same groups at once', async () => {
    const profiles = await db.select({ id: ngoProfiles.id }).from(ngoProfiles).limit(8)
    await Promise.all(
      profiles.map(({ id }, index) =>
        db.transaction(async (tx) => {
          await tx.delete(currentOrganizationalStructures).where(eq(currentOrganizationalStructures.profile_id, id))
          const names = index % 2 ? TRIBE_NAMES : [...TRIBE_NAMES].reverse()
          await tx.insert(currentOrganizationalStructures).values(names.map((name, position) => ({ profile_id: id, name, ethnicity: 'tribe' as const, position, co_employee_female: index + position })))
        }),
      ),
    )
    expect(await kept()).toEqual(await recomputed())
  })

  it('is emptied with the structure rows and rebuilt from them on demand', async () => {
    const before = await kept()
    await db.execute(sql`delete from organizational_structure_totals`)
    await db.execute(sql`select organizational_structure_totals_rebuild()`)
    expect(await kept()).toEqual(before)
    await db.execute(sql`truncate current_organizational_structures`)
    expect(await kept()).toEqual([])
    expect(await countByTribe()).toEqual([])
    expect((await sumHumanResource()).people_with_disability).toBe(0)
  })
})
