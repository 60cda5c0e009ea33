// An NGO's standing for a renewal cycle (decision 080), worked out, never
// stored: from the cycle's start and deadline, the NGO's current submission
// and today's date in Kathmandu. So it moves from "due" to "late" at
// Kathmandu midnight after the deadline without any write. The lists compute
// the same thing in SQL (lib/renewals/standing-sql.ts); a test holds the two
// together. No I/O here.
import { kathmanduToday } from '@/lib/calendar'

/** Days after the deadline that are "late" (amber); from the 15th day on it is "overdue" (red). */
export const LATE_DAYS = 14

export const STANDING_KINDS = ['renewed', 'submitted', 'changes_requested', 'due', 'not_started', 'late', 'overdue'] as const
export type StandingKind = (typeof STANDING_KINDS)[number]

export type SubmissionState = 'submitted' | 'changes_requested' | 'accepted'

export type StandingInput = {
  cycle: { starts_on: string; deadline: string }
  /** The NGO's current submission for the cycle (the one nothing superseded), if any. */
  submission?: { state: SubmissionState; submitted_at: string; decided_at: string | null } | null
  /** Today in Kathmandu, AD 'YYYY-MM-DD'. */
  today: string
}

export type Standing =
  | { kind: 'renewed'; on: string }
  | { kind: 'submitted'; on: string }
  | { kind: 'changes_requested'; on: string }
  | { kind: 'due'; by: string }
  | { kind: 'not_started'; starts: string; by: string }
  | { kind: 'late'; days: number; since: string }
  | { kind: 'overdue'; days: number; since: string }

const MS_PER_DAY = 86_400_000

/** Whole days from AD date `from` to AD date `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY)
}

/** The Kathmandu calendar day of an instant (a timestamp from the database). */
function dayOf(moment: string): string {
  return kathmanduToday(new Date(moment))
}

/**
 * What a submission says wins over the calendar: a renewal accepted late is
 * renewed, and one waiting for review is not counted late against the NGO.
 * Without a submission, the deadline day itself is still "due"; the next day
 * (from 00:00 Kathmandu) is late by one day.
 */
export function standingOf({ cycle, submission, today }: StandingInput): Standing {
  if (submission?.state === 'accepted') return { kind: 'renewed', on: dayOf(submission.decided_at ?? submission.submitted_at) }
  if (submission?.state === 'submitted') return { kind: 'submitted', on: dayOf(submission.submitted_at) }
  if (submission?.state === 'changes_requested') return { kind: 'changes_requested', on: dayOf(submission.decided_at ?? submission.submitted_at) }
  return standingWithoutSubmission(cycle, today)
}

/** The standing of every NGO that has not submitted: one answer for the whole cycle on a given day. */
export function standingWithoutSubmission(cycle: { starts_on: string; deadline: string }, today: string): Standing {
  if (today < cycle.starts_on) return { kind: 'not_started', starts: cycle.starts_on, by: cycle.deadline }
  const days = daysBetween(cycle.deadline, today)
  if (days <= 0) return { kind: 'due', by: cycle.deadline }
  return days <= LATE_DAYS ? { kind: 'late', days, since: cycle.deadline } : { kind: 'overdue', days, since: cycle.deadline }
}

/** The kind of standing NGOs without a submission have today (what the lists' filter compares with). */
export function kindWithoutSubmission(cycle: { starts_on: string; deadline: string }, today: string): StandingKind {
  return standingWithoutSubmission(cycle, today).kind
}
