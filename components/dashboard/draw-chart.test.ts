import { describe, expect, it } from 'vitest'
import { axisFontSize } from './draw-chart'

describe('the registration chart axis labels', () => {
  it('are at least 12 px at every width, and larger on a phone', () => {
    for (const width of [280, 358, 390, 479, 480, 720, 1366, 2560]) expect(axisFontSize(width)).toBeGreaterThanOrEqual(12)
    expect(axisFontSize(358)).toBeGreaterThan(axisFontSize(1100))
  })
})
