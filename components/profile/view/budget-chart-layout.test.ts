import { describe, expect, it } from 'vitest'
import { budgetChartLayout, budgetYears, CHART_SIZE, labelEvery, niceStep } from './budget-chart-layout'

describe('niceStep', () => {
  it('is a round amount of about a quarter of the largest', () => {
    expect(niceStep(100)).toBe(25)
    expect(niceStep(2_030_000)).toBe(1_000_000)
    expect(niceStep(80_000)).toBe(20_000)
    expect(niceStep(0)).toBe(1)
  })
})

describe('budgetYears', () => {
  it('adds the rows of one fiscal year and keeps the order the years came in', () => {
    expect(
      budgetYears([
        { label: '२०७९/८०', internal: 1, external: 2 },
        { label: '२०८०/८१', internal: 3, external: 0 },
        { label: '२०७९/८०', internal: 10, external: 20 },
      ]),
    ).toEqual([
      { label: '२०७९/८०', internal: 11, external: 22 },
      { label: '२०८०/८१', internal: 3, external: 0 },
    ])
  })
})

describe('budgetChartLayout', () => {
  const years = [
    { label: '2078/79', internal: 100_000, external: 300_000 },
    { label: '2079/80', internal: 250_000, external: 0 },
    { label: '2080/81', internal: 50_000, external: 450_000 },
  ]
  const layout = budgetChartLayout(years)

  it('stacks the external funds on the internal ones, on a baseline shared by every bar', () => {
    for (const bar of layout.bars) {
      expect(bar.internal.y + bar.internal.height).toBeCloseTo(layout.plot.bottom)
      expect(bar.external.y + bar.external.height).toBeCloseTo(bar.internal.y)
    }
    expect(layout.bars[1].external.height).toBe(0)
  })

  it('scales the heights to the amounts, the tallest bar within the plot', () => {
    const perRupee = (bar: (typeof layout.bars)[number]) => (bar.internal.height + bar.external.height) / (bar.internal.value + bar.external.value)
    expect(perRupee(layout.bars[0])).toBeCloseTo(perRupee(layout.bars[2]))
    const tallest = Math.max(...layout.bars.map((bar) => bar.internal.height + bar.external.height))
    expect(tallest).toBeLessThanOrEqual(layout.plot.bottom - layout.plot.top)
    expect(layout.bars[2].external.y).toBeGreaterThanOrEqual(layout.plot.top)
  })

  it('puts the years left to right, in equal bands, inside the plot', () => {
    const centres = layout.bars.map((bar) => bar.centre)
    expect(centres).toEqual([...centres].sort((a, b) => a - b))
    expect(centres[1] - centres[0]).toBeCloseTo(centres[2] - centres[1])
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left)
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right)
    }
    expect(layout.bars.map((bar) => bar.label)).toEqual(['2078/79', '2079/80', '2080/81'])
  })

  it('marks the axis from 0 in round steps up to at least the tallest bar', () => {
    expect(layout.ticks[0]).toEqual({ value: 0, y: layout.plot.bottom })
    expect(layout.ticks.at(-1)!.value).toBeGreaterThanOrEqual(500_000)
    expect(layout.ticks.at(-1)!.y).toBeCloseTo(layout.plot.top)
    const steps = layout.ticks.slice(1).map((tick, index) => tick.value - layout.ticks[index].value)
    expect(new Set(steps).size).toBe(1)
  })

  it('draws an empty year, a year of nothing but zeros, and a single year without dividing by zero', () => {
    const zeros = budgetChartLayout([{ label: '2080/81', internal: 0, external: 0 }])
    expect(zeros.bars[0].internal.height).toBe(0)
    expect(zeros.ticks.every((tick) => Number.isFinite(tick.y))).toBe(true)
    const one = budgetChartLayout([{ label: '2080/81', internal: 5, external: 5 }])
    expect(one.bars[0].width).toBeLessThanOrEqual(48)
    expect(one.width).toBe(CHART_SIZE.width)
  })
})

describe('the axis labels', () => {
  const yearsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `${2070 + index}/${71 + index}`, internal: 1000 * (index + 1), external: 500 }))
  /** The room a shown label takes, as the layout counts it: its characters and a gap. */
  const room = (label: string) => label.length * 8 + 8

  it('shows every year when they fit, and never lets two shown labels run into each other', () => {
    expect(budgetChartLayout(yearsOf(3)).bars.every((bar) => bar.labelled)).toBe(true)
    for (const count of [1, 2, 4, 5, 6, 8, 12, 20]) {
      const shown = budgetChartLayout(yearsOf(count)).bars.filter((bar) => bar.labelled)
      for (const [index, bar] of shown.slice(1).entries()) expect(bar.centre - shown[index].centre).toBeGreaterThanOrEqual(room(bar.label))
    }
  })

  it('always shows the latest year, and skips evenly when crowded', () => {
    const bars = budgetChartLayout(yearsOf(6)).bars
    expect(bars.at(-1)!.labelled).toBe(true)
    expect(bars.map((bar) => bar.labelled)).toEqual([false, true, false, true, false, true])
    expect(labelEvery(['2078/79'], 100)).toBe(1)
    expect(labelEvery(['2078/79'], 40)).toBe(2)
  })
})
