// What the server writes on the registration chart's canvas for the script
// that draws it when the dashboard is sent as a document (registration-chart-island.ts).
import type { ChartInput } from './draw-chart'

export const REGISTRATION_CHART_ISLAND = 'registration-chart'

export type ChartData = Omit<ChartInput, 'animate'>

export const writeChartInput = (data: ChartData) => JSON.stringify(data)

export const readChartInput = (text: string) => JSON.parse(text) as ChartData
