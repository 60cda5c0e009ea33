// Reads of the standing (decision 080): the cycle in force, one NGO's
// standing with its record of the years before, the dashboard's progress,
// and the condition the NGO lists filter by. Each cached read is keyed by
// the Kathmandu day as well as its arguments, so a standing that changes at
// midnight (due -> late -> overdue) is read anew on the new day without any
// write; a write of a cycle or a submission drops it at once (lib/cache).
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { financialYears, ngoProfiles, renewalCycles, renewalSubmissions } from '@/db/schema'
import { kathmanduToday, toLatinDigits } from '@/lib/calendar'
import { cached, TAGS } from '@/lib/cache'
import { db } from '@/lib/db'
import { daysBetween, kindWithoutSubmission, standingOf, type Standing, type StandingKind, type SubmissionState } from '@/lib/renewals/standing'

export type CurrentCycle = { id: number; financial_year: string; starts_on: string; deadline: string; state: 'open' | 'closed' }

/**
 * The cycle in force on `today`: the newest one that has started; before any
 * has started, the next one to start (its NGOs are "not started" yet).
 */
async function readCurrentCycle(today: string): Promise<CurrentCycle | null> {
  const [cycle] = await db
    .select({
      id: renewalCycles.id,
      financial_year: financialYears.financial_year,
      starts_on: renewalCycles.starts_on,
      deadline: renewalCycles.deadline,
      state: renewalCycles.state,
    })
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .orderBy(sql`(${renewalCycles.starts_on} <= ${today}) desc`, sql`${renewalCycles.starts_on} desc`, sql`${renewalCycles.id} desc`)
    .limit(1)
  return cycle ?? null
}

// Keyed by the day: the cycle in force changes when one starts. A change of a
// cycle drops `listing` (and every profile), a renamed fiscal year `reference`.
const keptCurrentCycle = cached(readCurrentCycle, 'renewal-current-cycle', [TAGS.listing, TAGS.reference], { maxEntries: 10 })

/** The cycle in force on a Kathmandu day (AD 'YYYY-MM-DD'). */
export function currentCycleOn(today: string): Promise<CurrentCycle | null> {
  return keptCurrentCycle(today)
}

// ---------------------------------------------------------------- one NGO

export type CycleStanding = { financial_year: string; deadline: string; standing: Standing }

/** What a past year's record says: renewed (on time or N days late), waiting, or not renewed. */
export type RecordOutcome = { kind: 'renewed'; on: string; days_late: number } | { kind: 'pending' } | { kind: 'not_renewed' }
export type RecordEntry = { financial_year: string; deadline: string; outcome: RecordOutcome }

export type ProfileRenewal = { current: CycleStanding | null; record: RecordEntry[] }

function recordOutcome(standing: Standing, deadline: string): RecordOutcome {
  if (standing.kind === 'renewed') return { kind: 'renewed', on: standing.on, days_late: Math.max(0, daysBetween(deadline, standing.on)) }
  if (standing.kind === 'submitted' || standing.kind === 'changes_requested') return { kind: 'pending' }
  return { kind: 'not_renewed' }
}

/** How many earlier years the record shows. */
export const RECORD_YEARS = 3

async function readProfileRenewal(profileId: number, today: string): Promise<ProfileRenewal> {
  const current = await readCurrentCycle(today)
  if (!current) return { current: null, record: [] }
  const rows = await db
    .select({
      id: renewalCycles.id,
      financial_year: financialYears.financial_year,
      starts_on: renewalCycles.starts_on,
      deadline: renewalCycles.deadline,
      state: renewalSubmissions.state,
      submitted_at: renewalSubmissions.submitted_at,
      decided_at: renewalSubmissions.decided_at,
    })
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .leftJoin(
      renewalSubmissions,
      and(eq(renewalSubmissions.cycle_id, renewalCycles.id), eq(renewalSubmissions.profile_id, profileId), isNull(renewalSubmissions.superseded_by)),
    )
    // The cycle in force and the ones that started before it.
    .where(sql`${renewalCycles.id} = ${current.id} or ${renewalCycles.starts_on} < ${current.starts_on}`)
    .orderBy(sql`${renewalCycles.starts_on} desc`, sql`${renewalCycles.id} desc`)
    .limit(RECORD_YEARS + 1)
  const standings = rows.map((row) => ({
    id: row.id,
    financial_year: row.financial_year,
    deadline: row.deadline,
    standing: standingOf({
      cycle: row,
      submission: row.state ? { state: row.state, submitted_at: row.submitted_at!.toISOString(), decided_at: row.decided_at?.toISOString() ?? null } : null,
      today,
    }),
  }))
  const inForce = standings.find((row) => row.id === current.id)
  return {
    current: inForce ? { financial_year: inForce.financial_year, deadline: inForce.deadline, standing: inForce.standing } : null,
    record: standings
      .filter((row) => row.id !== current.id)
      .slice(0, RECORD_YEARS)
      .map((row) => ({ financial_year: row.financial_year, deadline: row.deadline, outcome: recordOutcome(row.standing, row.deadline) })),
  }
}

const keptProfileRenewal = cached(readProfileRenewal, 'profile-renewal', (profileId) => [TAGS.profile(profileId), TAGS.reference], { maxEntries: 5_000 })

/** An NGO's standing in the cycle in force and its record of the years before, as of `now` in Kathmandu. */
export function getProfileRenewal(profileId: number, now: Date = new Date()): Promise<ProfileRenewal> {
  return keptProfileRenewal(profileId, kathmanduToday(now))
}

// ---------------------------------------------------------------- many NGOs at once (exports)

type CycleOfRecord = CurrentCycle

/** The cycle in force on `today` and up to RECORD_YEARS that started before it, newest first. */
async function cyclesOfRecord(today: string): Promise<CycleOfRecord[]> {
  const current = await readCurrentCycle(today)
  if (!current) return []
  const earlier = await db
    .select({ id: renewalCycles.id, financial_year: financialYears.financial_year, starts_on: renewalCycles.starts_on, deadline: renewalCycles.deadline, state: renewalCycles.state })
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .where(lt(renewalCycles.starts_on, current.starts_on))
    .orderBy(desc(renewalCycles.starts_on), desc(renewalCycles.id))
    .limit(RECORD_YEARS)
  return [current, ...earlier]
}

export type RenewalsOfProfiles = {
  /** The standing of each listed profile in the cycle in force (none without a cycle). */
  current: (profileId: number) => CycleStanding | null
  /** Each profile's record of the cycles before, newest first. */
  record: (profileId: number) => RecordEntry[]
}

/**
 * The standings and records of a batch of profiles (an export's batch): one
 * query for the cycles, one for the batch's submissions in them. Every
 * profile given counts as admitted (the caller picks verified ones).
 */
export function renewalsOf(today: string): (profileIds: number[]) => Promise<RenewalsOfProfiles> {
  const cycles = cyclesOfRecord(today)
  return async (profileIds) => {
    const all = await cycles
    const submissions =
      all.length === 0 || profileIds.length === 0
        ? []
        : await db
            .select({ cycle_id: renewalSubmissions.cycle_id, profile_id: renewalSubmissions.profile_id, ...submissionColumns })
            .from(renewalSubmissions)
            .where(
              and(
                inArray(
                  renewalSubmissions.cycle_id,
                  all.map((cycle) => cycle.id),
                ),
                inArray(renewalSubmissions.profile_id, profileIds),
                isNull(renewalSubmissions.superseded_by),
              ),
            )
    const byKey = new Map(submissions.map((row) => [`${row.cycle_id}:${row.profile_id}`, row]))
    const standingIn = (cycle: CycleOfRecord, profileId: number) =>
      standingOfRow(cycle, byKey.get(`${cycle.id}:${profileId}`) ?? { renewal_state: null, renewal_submitted_at: null, renewal_decided_at: null }, today)
    const [current, ...earlier] = all
    return {
      current: (profileId) => (current ? { financial_year: current.financial_year, deadline: current.deadline, standing: standingIn(current, profileId) } : null),
      record: (profileId) =>
        earlier.map((cycle) => ({ financial_year: cycle.financial_year, deadline: cycle.deadline, outcome: recordOutcome(standingIn(cycle, profileId), cycle.deadline) })),
    }
  }
}

/** The date a standing is of: renewed or submitted on, changes requested on, or the deadline (AD). */
export function standingDate(standing: Standing): string {
  switch (standing.kind) {
    case 'renewed':
    case 'submitted':
    case 'changes_requested':
      return standing.on
    case 'due':
    case 'not_started':
      return standing.by
    case 'late':
    case 'overdue':
      return standing.since
  }
}

/** A record entry as one line of an export: '2081/82: renewed 2025-07-30 (5 days late)', 'not renewed' or 'waiting'. */
export function recordLine(entry: RecordEntry): string {
  const year = toLatinDigits(entry.financial_year)
  if (entry.outcome.kind === 'renewed') return `${year}: renewed ${entry.outcome.on}${entry.outcome.days_late > 0 ? ` (${entry.outcome.days_late} days late)` : ''}`
  return `${year}: ${entry.outcome.kind === 'pending' ? 'waiting' : 'not renewed'}`
}

// ---------------------------------------------------------------- lists

/** The current submission of the row's NGO for the cycle, as columns a list selects (left join below). */
export function currentSubmissionJoin(cycleId: number) {
  return and(eq(renewalSubmissions.cycle_id, cycleId), eq(renewalSubmissions.profile_id, ngoProfiles.id), isNull(renewalSubmissions.superseded_by))!
}

export const submissionColumns = {
  renewal_state: renewalSubmissions.state,
  renewal_submitted_at: renewalSubmissions.submitted_at,
  renewal_decided_at: renewalSubmissions.decided_at,
}

/** A list row's standing from the columns above. */
export function standingOfRow(
  cycle: CurrentCycle,
  row: { renewal_state: SubmissionState | null; renewal_submitted_at: Date | null; renewal_decided_at: Date | null },
  today: string,
): Standing {
  return standingOf({
    cycle,
    submission: row.renewal_state ? { state: row.renewal_state, submitted_at: row.renewal_submitted_at!.toISOString(), decided_at: row.renewal_decided_at?.toISOString() ?? null } : null,
    today,
  })
}

const SUBMISSION_STATE_OF: Partial<Record<StandingKind, SubmissionState>> = { renewed: 'accepted', submitted: 'submitted', changes_requested: 'changes_requested' }

/**
 * The NGOs of one standing, as a condition on ngo_profiles. Every NGO without
 * a submission has the same standing on a given day (the cycle's), so each
 * kind is an (anti-)join on the current submissions' partial indexes, never a
 * computation per row: fast at 100 000 NGOs.
 */
export function standingCondition(kind: StandingKind, cycle: CurrentCycle | null, today: string): SQL {
  if (!cycle) return sql`false`
  // Only an admitted (verified) NGO renews.
  const verified = eq(ngoProfiles.is_verified, true)
  const state = SUBMISSION_STATE_OF[kind]
  if (state) {
    return sql`${verified} and exists (select 1 from renewal_submissions rs where rs.cycle_id = ${cycle.id} and rs.profile_id = ${ngoProfiles.id} and rs.superseded_by is null and rs.state = ${state})`
  }
  if (kindWithoutSubmission(cycle, today) !== kind) return sql`false`
  return sql`${verified} and not exists (select 1 from renewal_submissions rs where rs.cycle_id = ${cycle.id} and rs.profile_id = ${ngoProfiles.id} and rs.superseded_by is null)`
}

// ---------------------------------------------------------------- dashboard

/** The progress buckets of the dashboard, in the bar's order. "Not started" holds every NGO without a submission before the deadline. */
export const PROGRESS_KINDS = ['renewed', 'submitted', 'changes_requested', 'not_started', 'late', 'overdue'] as const
export type ProgressKind = (typeof PROGRESS_KINDS)[number]

export type RenewalProgress = { cycle: CurrentCycle; total: number; counts: Record<ProgressKind, number> }

async function readRenewalProgress(today: string): Promise<RenewalProgress | null> {
  const cycle = await readCurrentCycle(today)
  if (!cycle) return null
  // The NGOs the public sees (verified and active) are the ones counted.
  const listed = and(eq(ngoProfiles.status, 'active'), eq(ngoProfiles.is_verified, true))
  const [[{ total }], byState] = await Promise.all([
    db.select({ total: count() }).from(ngoProfiles).where(listed),
    db
      .select({ state: renewalSubmissions.state, count: count() })
      .from(renewalSubmissions)
      .innerJoin(ngoProfiles, eq(ngoProfiles.id, renewalSubmissions.profile_id))
      .where(and(eq(renewalSubmissions.cycle_id, cycle.id), isNull(renewalSubmissions.superseded_by), listed))
      .groupBy(renewalSubmissions.state),
  ])
  const counts: Record<ProgressKind, number> = { renewed: 0, submitted: 0, changes_requested: 0, not_started: 0, late: 0, overdue: 0 }
  let submitted = 0
  for (const row of byState) {
    counts[row.state === 'accepted' ? 'renewed' : row.state] += row.count
    submitted += row.count
  }
  const without = kindWithoutSubmission(cycle, today)
  counts[without === 'due' ? 'not_started' : (without as ProgressKind)] += total - submitted
  return { cycle, total, counts }
}

const keptRenewalProgress = cached(readRenewalProgress, 'renewal-progress', [TAGS.dashboard, TAGS.listing], { maxEntries: 10 })

/** The current cycle's progress over the NGOs the public sees, or null without a cycle. */
export function getRenewalProgress(now: Date = new Date()): Promise<RenewalProgress | null> {
  return keptRenewalProgress(kathmanduToday(now))
}
