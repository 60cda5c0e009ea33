import { describe, expect, it } from 'vitest'
import { kathmanduToday, monthsBefore, monthWindowStarts } from './dates'

describe('dashboard dates', () => {
  it('takes today from the Kathmandu wall clock (UTC+05:45)', () => {
    expect(kathmanduToday(new Date('2025-01-31T18:14:59Z'))).toBe('2025-01-31')
    expect(kathmanduToday(new Date('2025-01-31T18:15:00Z'))).toBe('2025-02-01')
  })

  it('steps back whole months and clamps to shorter months', () => {
    expect(monthsBefore('2025-05-15', 3)).toBe('2025-02-15')
    expect(monthsBefore('2025-05-31', 3)).toBe('2025-02-28')
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29')
    expect(monthsBefore('2025-02-10', 6)).toBe('2024-08-10')
    expect(monthsBefore('2025-01-31', 12)).toBe('2024-01-31')
    expect(monthsBefore('2025-03-31', 9)).toBe('2024-06-30')
  })

  it('gives the start of each counts window', () => {
    expect(monthWindowStarts('2025-05-31')).toEqual({
      '3_months_ago': '2025-02-28',
      '6_months_ago': '2024-11-30',
      '9_months_ago': '2024-08-31',
      '12_months_ago': '2024-05-31',
    })
  })
})
