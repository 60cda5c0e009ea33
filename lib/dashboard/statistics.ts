// The public dashboard's aggregates (spec section 3, "Dashboard statistics").
// Each is one SQL statement over indexed columns; callers normally use the
// cached versions in ./index.ts. Which profiles count, and why, is written down
// in docs/decisions/005-dashboard-counts.md.
import { sql, type SQL } from 'drizzle-orm'
import { ngoProfiles, options, organizationalStructureConfigs, organizationalStructureTotals, profileOptions } from '@/db/schema'
import { db, type Executor } from '@/lib/db'
import { monthWindowStarts } from './dates'
import { MONTH_WINDOWS, type CountsType, type MonthWindowKey } from './schemas'

/** A name and its count; `name_en` is the reference row's English name, when one is set. */
export type NamedTotal = { name: string; name_en: string | null; total: number }
export type ProfileCounts = { total: number; registrationDateBetween: Record<MonthWindowKey, number> }
export type FiscalYearTotal = { registration_fiscal_year: string; total: number }
export type HumanResource = { male: number; female: number; lgbtqi: number; people_with_disability: number }
export type OrganizationalStructureTotals = { ordinary_member: number; working_committee: number; employee: number; volunteer: number }

// PostgreSQL returns count/sum as bigint (a string in node-postgres).
const toNumber = (value: unknown) => Number(value ?? 0)

async function rowsOf<Row extends Record<string, unknown>>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute<Row>(query)
  return result.rows as Row[]
}

const p = ngoProfiles

function typeCondition(type: CountsType): SQL {
  switch (type) {
    case 'all':
      return sql`true`
    case 'verified':
      return sql`${p.is_verified} = true`
    case 'unverified':
      return sql`${p.is_verified} = false`
    case 'active':
    case 'inactive':
    case 'new_registration':
      return sql`${p.status} = ${type}`
  }
}

/**
 * The counts card: how many profiles of the chosen type exist, and how many of
 * them were registered with the district administration office in each month
 * window ending today (`today` is an AD date on the Kathmandu calendar).
 */
export async function countProfiles(type: CountsType, today: string, executor: Executor = db): Promise<ProfileCounts> {
  const starts = monthWindowStarts(today)
  const windows = MONTH_WINDOWS.map((months) => {
    const key = `${months}_months_ago` as MonthWindowKey
    return sql`count(*) filter (where ${p.dao_registration_date} between ${starts[key]}::date and ${today}::date) as ${sql.identifier(key)}`
  })
  const [row] = await rowsOf<Record<string, unknown>>(
    executor,
    sql`select count(*) as total, ${sql.join(windows, sql`, `)} from ${p} where ${typeCondition(type)}`,
  )
  const registrationDateBetween = Object.fromEntries(
    MONTH_WINDOWS.map((months) => [`${months}_months_ago`, toNumber(row?.[`${months}_months_ago`])]),
  ) as Record<MonthWindowKey, number>
  return { total: toNumber(row?.total), registrationDateBetween }
}

/** The `ngo` data set: every profile in the registry. */
export async function countAllProfiles(executor: Executor = db): Promise<{ total: number }> {
  const [row] = await rowsOf<{ total: string }>(executor, sql`select count(*) as total from ${p}`)
  return { total: toNumber(row?.total) }
}

/** Profiles per registration fiscal year, oldest first; profiles without a DAO registration date are left out. */
export async function countByRegistrationFiscalYear(executor: Executor = db): Promise<FiscalYearTotal[]> {
  const rows = await rowsOf<{ registration_fiscal_year: string; total: string }>(
    executor,
    sql`select ${p.registration_fiscal_year} as registration_fiscal_year, count(*) as total
        from ${p}
        where ${p.registration_fiscal_year} is not null
        group by ${p.registration_fiscal_year}
        order by ${p.registration_fiscal_year}`,
  )
  return rows.map((row) => ({ registration_fiscal_year: row.registration_fiscal_year, total: toNumber(row.total) }))
}

/**
 * Profiles per thematic scope and per target group. Every active option is
 * listed, even with no profile; a deactivated one only while profiles still use it.
 */
export async function countByOption(executor: Executor = db): Promise<{ thematicScope: NamedTotal[]; targetGroup: NamedTotal[] }> {
  const rows = await rowsOf<{ type: string; name: string; name_en: string | null; total: string }>(
    executor,
    sql`select ${options.type} as type, ${options.name} as name, ${options.name_en} as name_en, coalesce(used.total, 0) as total
        from ${options}
        left join (
          select ${profileOptions.option_id} as option_id, count(*) as total
          from ${profileOptions}
          group by ${profileOptions.option_id}
        ) used on used.option_id = ${options.id}
        where ${options.active} or used.total > 0
        order by total desc, ${options.name} collate "C"`,
  )
  const pick = (type: string) => rows.filter((row) => row.type === type).map((row) => ({ name: row.name, name_en: row.name_en, total: toNumber(row.total) }))
  return { thematicScope: pick('thematic-scope'), targetGroup: pick('target-group') }
}

const totals = organizationalStructureTotals

/** People in the current organisational structures by caste or ethnic group (rows with ethnicity 'tribe'). */
export async function countByTribe(executor: Executor = db): Promise<NamedTotal[]> {
  // organizational_structure_totals holds each group and name's sum, kept by triggers (migration 0007).
  const rows = await rowsOf<{ name: string; name_en: string | null; total: string }>(
    executor,
    sql`select ${totals.name} as name, ${organizationalStructureConfigs.name_en} as name_en, ${totals.people} as total
        from ${totals}
        left join ${organizationalStructureConfigs}
          on ${organizationalStructureConfigs.ethnicity} = ${totals.ethnicity} and ${organizationalStructureConfigs.name} = ${totals.name}
        where ${totals.ethnicity} = 'tribe'
        order by total desc, ${totals.name} collate "C"`,
  )
  return rows.map((row) => ({ name: row.name, name_en: row.name_en, total: toNumber(row.total) }))
}

/**
 * Men, women and LGBTQI people over the four groups of every profile's
 * organisational structure, and people with disability over the current
 * organisational structure rows with that ethnicity.
 */
export async function sumHumanResource(executor: Executor = db): Promise<HumanResource> {
  const [row] = await rowsOf<Record<keyof HumanResource, string>>(
    executor,
    sql`select
          coalesce(sum(${p.ordinary_member_male} + ${p.working_committee_male} + ${p.employee_male} + ${p.volunteer_male}), 0) as male,
          coalesce(sum(${p.ordinary_member_female} + ${p.working_committee_female} + ${p.employee_female} + ${p.volunteer_female}), 0) as female,
          coalesce(sum(${p.ordinary_member_lgbtqi} + ${p.working_committee_lgbtqi} + ${p.employee_lgbtqi} + ${p.volunteer_lgbtqi}), 0) as lgbtqi,
          (select coalesce(sum(${totals.people}), 0) from ${totals} where ${totals.ethnicity} = 'people_with_disability') as people_with_disability
        from ${p}`,
  )
  return {
    male: toNumber(row?.male),
    female: toNumber(row?.female),
    lgbtqi: toNumber(row?.lgbtqi),
    people_with_disability: toNumber(row?.people_with_disability),
  }
}

/** Each group of the organisational structure (men, women and LGBTQI together) over every profile. */
export async function sumOrganizationalStructure(executor: Executor = db): Promise<OrganizationalStructureTotals> {
  const [row] = await rowsOf<Record<keyof OrganizationalStructureTotals, string>>(
    executor,
    sql`select
          coalesce(sum(${p.ordinary_member_male} + ${p.ordinary_member_female} + ${p.ordinary_member_lgbtqi}), 0) as ordinary_member,
          coalesce(sum(${p.working_committee_male} + ${p.working_committee_female} + ${p.working_committee_lgbtqi}), 0) as working_committee,
          coalesce(sum(${p.employee_male} + ${p.employee_female} + ${p.employee_lgbtqi}), 0) as employee,
          coalesce(sum(${p.volunteer_male} + ${p.volunteer_female} + ${p.volunteer_lgbtqi}), 0) as volunteer
        from ${p}`,
  )
  return {
    ordinary_member: toNumber(row?.ordinary_member),
    working_committee: toNumber(row?.working_committee),
    employee: toNumber(row?.employee),
    volunteer: toNumber(row?.volunteer),
  }
}
