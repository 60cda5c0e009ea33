// What the server writes on the registration chart's canvas for the script
// that draws it when the dashboard is sent as a document (registration-chart-island.ts).
import type { ChartInput } from './draw-chart'

export const REGISTRATION_CHART_ISLAND = 'registration-chart'

export type ChartData = Omit<ChartInput, 'animate'>

export const writeChartInput = (data: ChartData) => JSON.stringify(data)

/** The chart's numbers from the canvas attribute, or null when they are not there or malformed. */
export function readChartInput(text: string | undefined): ChartData | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<ChartData>
    const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string')
    const numbers = (list: unknown): list is number[] => Array.isArray(list) && list.every((item) => typeof item === 'number')
    if (!strings(value.labels) || !numbers(value.values) || typeof value.seriesLabel !== 'string') return null
    return { labels: value.labels, values: value.values, seriesLabel: value.seriesLabel, language: value.language === 'en' ? 'en' : 'ne' }
  } catch {
    return null
  }
}
