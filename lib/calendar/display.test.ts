import { describe, expect, it } from 'vitest'
import { BS_MARK, formatBsDate, formatBsDateTime, markBsDate } from './display'

describe('formatBsDate', () => {
  it('shows a stored AD date as its BS date with the calendar mark, in the page digits', () => {
    expect(formatBsDate('2027-07-17', 'ne')).toBe('२०८४-०४-०१ वि.सं.')
    expect(formatBsDate('2027-07-17', 'en')).toBe('2084-04-01 BS')
    expect(formatBsDate('2015-08-20T10:00:00.000Z', 'en')).toBe('2072-05-03 BS')
    expect(formatBsDate('2044-04-13', 'en')).toBe('2100-12-31 BS')
  })

  it('is empty for no date, a malformed one, or one outside the calendar', () => {
    expect(formatBsDate(null, 'ne')).toBe('')
    expect(formatBsDate(undefined, 'en')).toBe('')
    expect(formatBsDate('not a date', 'en')).toBe('')
    expect(formatBsDate('1913-04-12', 'ne')).toBe('')
    expect(formatBsDate('2044-04-14', 'ne')).toBe('')
  })

  it('marks a BS date string the same way', () => {
    expect(markBsDate('2090-03-32', 'ne')).toBe('२०९०-०३-३२ वि.सं.')
    expect(markBsDate('२०९०-०३-३२', 'en')).toBe('2090-03-32 BS')
    expect(BS_MARK).toEqual({ ne: 'वि.सं.', en: 'BS' })
  })

  it('shows a moment as its BS date and Kathmandu time (UTC+05:45), crossing midnight', () => {
    expect(formatBsDateTime('2027-07-17T00:00:00.000Z', 'en')).toBe('2084-04-01 BS 05:45')
    expect(formatBsDateTime('2027-07-16T18:30:00.000Z', 'ne')).toBe('२०८४-०४-०१ वि.सं. ००:१५')
    expect(formatBsDateTime(null, 'ne')).toBe('')
    expect(formatBsDateTime('never', 'en')).toBe('')
  })
})
