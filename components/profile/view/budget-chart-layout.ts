// Where the bars and the axis of a profile's budget chart go (decision 100):
// the internal and external funds of each fiscal year stacked in one bar,
// oldest year on the left, on an axis of round amounts. Pure, so the chart
// is drawn on the server as SVG and its geometry is tested on its own.

export type BudgetYear = { label: string; internal: number; external: number }

export type ChartBar = {
  label: string
  /** Whether the axis shows the bar's label: with many years, every other (or third...) one, the latest always. */
  labelled: boolean
  /** Centre of the bar and of its label. */
  centre: number
  x: number
  width: number
  internal: { y: number; height: number; value: number }
  external: { y: number; height: number; value: number }
}

export type BudgetChartLayout = {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  ticks: { value: number; y: number }[]
  bars: ChartBar[]
}

/** The drawing's own units: about the width of a phone, so its text keeps its size there (the figure is at most a little wider). */
export const CHART_SIZE = { width: 400, height: 210 }
const MARGIN = { left: 74, right: 6, top: 10, bottom: 28 }
const MAX_BAR_WIDTH = 48
/** The axis labels' room, in the drawing's units: about a digit's width (at the 14-unit font) per character, and a gap between labels. */
const LABEL_CHARACTER = 8
const LABEL_GAP = 8

/** Every how many bars the axis can show a label without two running into each other. */
export function labelEvery(labels: string[], band: number): number {
  const widest = Math.max(0, ...labels.map((label) => label.length)) * LABEL_CHARACTER + LABEL_GAP
  return Math.max(1, Math.ceil(widest / band))
}

/** A round step of about a quarter of `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, intervals = 4): number {
  if (!(max > 0)) return 1
  const rough = max / intervals
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)
  return step ?? 10 * power
}

/** Adds up the rows of one fiscal year (an older profile may have two), keeping the years' first order. */
export function budgetYears(rows: { label: string; internal: number; external: number }[]): BudgetYear[] {
  const years = new Map<string, BudgetYear>()
  for (const row of rows) {
    const year = years.get(row.label) ?? { label: row.label, internal: 0, external: 0 }
    year.internal += row.internal
    year.external += row.external
    years.set(row.label, year)
  }
  return [...years.values()]
}

export function budgetChartLayout(years: BudgetYear[], size = CHART_SIZE): BudgetChartLayout {
  const plot = { left: MARGIN.left, top: MARGIN.top, right: size.width - MARGIN.right, bottom: size.height - MARGIN.bottom }
  const largest = Math.max(0, ...years.map((year) => Math.max(0, year.internal) + Math.max(0, year.external)))
  const step = niceStep(largest)
  const top = Math.max(step, Math.ceil(largest / step) * step)
  const scale = (value: number) => ((plot.bottom - plot.top) * Math.max(0, value)) / top
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({ value: index * step, y: plot.bottom - scale(index * step) }))
  const band = (plot.right - plot.left) / Math.max(1, years.length)
  const width = Math.min(MAX_BAR_WIDTH, band * 0.6)
  const every = labelEvery(years.map((year) => year.label), band)
  const bars = years.map((year, index): ChartBar => {
    const centre = plot.left + band * (index + 0.5)
    const internalHeight = scale(year.internal)
    const externalHeight = scale(year.external)
    return {
      label: year.label,
      labelled: (years.length - 1 - index) % every === 0,
      centre,
      x: centre - width / 2,
      width,
      internal: { y: plot.bottom - internalHeight, height: internalHeight, value: year.internal },
      external: { y: plot.bottom - internalHeight - externalHeight, height: externalHeight, value: year.external },
    }
  })
  return { width: size.width, height: size.height, plot, ticks, bars }
}
