// The registration chart of a dashboard sent as a document, without React
// (lib/document-only.ts): this script alone draws every canvas the server
// marked, from the numbers it wrote beside it. Built by scripts/build-islands.mjs.
import { drawRegistrationChart } from './draw-chart'
import { REGISTRATION_CHART_ISLAND, readChartInput } from './registration-chart-data'

const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
for (const canvas of document.querySelectorAll<HTMLCanvasElement>(`canvas[data-island="${REGISTRATION_CHART_ISLAND}"]`)) {
  if (canvas.dataset.chart) drawRegistrationChart(canvas, { ...readChartInput(canvas.dataset.chart), animate })
}
