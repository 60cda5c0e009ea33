import { describe, expect, it } from 'vitest'
import { cumulative, shareValue } from './format'

describe('dashboard numbers', () => {
  it('gives a progress bar its share, 0 without data', () => {
    expect(shareValue(1, 8)).toBe(12.5)
    expect(shareValue(3, 0)).toBe(0)
    expect(shareValue(5, 4)).toBe(100)
  })

  it('accumulates totals', () => {
    expect(cumulative([3, 1, 2])).toEqual([3, 4, 6])
    expect(cumulative([])).toEqual([])
  })
})
