import { describe, expect, it } from 'vitest'
import { kathmanduToday } from '@/lib/calendar'
import { daysBetween, standingOf } from '@/lib/renewals/standing'

// Deadline 2026-07-16 (BS 2083-03-32). Kathmandu is UTC+05:45, so its
// midnight after the deadline is 2026-07-16T18:15:00Z.
const cycle = { starts_on: '2026-04-14', deadline: '2026-07-16' }
const at = (instant: string) => standingOf({ cycle, today: kathmanduToday(new Date(instant)) })

describe('the standing of an NGO without a submission', () => {
  it('is due through the last second of the deadline day in Kathmandu, and late one day from its midnight', () => {
    expect(at('2026-07-16T18:14:59.999Z')).toEqual({ kind: 'due', by: '2026-07-16' })
    expect(at('2026-07-16T18:15:00.000Z')).toEqual({ kind: 'late', days: 1, since: '2026-07-16' })
  })

  it('is late for the first 14 days after the deadline and overdue from the 15th, changing at Kathmandu midnight', () => {
    // Day 14 ends at 2026-07-30T18:14:59 UTC.
    expect(at('2026-07-30T18:14:59.999Z')).toEqual({ kind: 'late', days: 14, since: '2026-07-16' })
    expect(at('2026-07-30T18:15:00.000Z')).toEqual({ kind: 'overdue', days: 15, since: '2026-07-16' })
    expect(at('2027-07-16T12:00:00Z')).toMatchObject({ kind: 'overdue', days: 365 })
  })

  it('has not started before the cycle starts, and is due from its first day', () => {
    expect(at('2026-04-13T18:14:59Z')).toEqual({ kind: 'not_started', starts: '2026-04-14', by: '2026-07-16' })
    expect(at('2026-04-13T18:15:00Z')).toEqual({ kind: 'due', by: '2026-07-16' })
  })
})

describe('the standing of an NGO that submitted', () => {
  const today = '2026-09-01'
  it('is renewed on the Kathmandu day of the acceptance, even when late', () => {
    const submission = { state: 'accepted' as const, submitted_at: '2026-08-20T10:00:00Z', decided_at: '2026-08-31T19:00:00Z' }
    expect(standingOf({ cycle, submission, today })).toEqual({ kind: 'renewed', on: '2026-09-01' })
  })

  it('waits for review after a submission and is not counted late meanwhile', () => {
    const submission = { state: 'submitted' as const, submitted_at: '2026-07-16T18:00:00Z', decided_at: null }
    expect(standingOf({ cycle, submission, today })).toEqual({ kind: 'submitted', on: '2026-07-16' })
  })

  it('shows changes requested', () => {
    const submission = { state: 'changes_requested' as const, submitted_at: '2026-07-01T00:00:00Z', decided_at: '2026-07-03T06:00:00Z' }
    expect(standingOf({ cycle, submission, today })).toEqual({ kind: 'changes_requested', on: '2026-07-03' })
  })
})

describe('the helpers', () => {
  it('count whole days across months and years', () => {
    expect(daysBetween('2026-07-16', '2026-07-17')).toBe(1)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2026-07-17', '2026-07-16')).toBe(-1)
  })
})
