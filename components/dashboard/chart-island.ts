// The charts of a dashboard sent as a document, without React
// (lib/cache/document-only.ts): this script alone draws every canvas the
// server marked, from the numbers it wrote on it. Built by scripts/build-islands.mjs.
import { CHART_ISLAND } from './chart-data'
import { drawMarkedChart } from './draw-chart'

for (const canvas of document.querySelectorAll<HTMLCanvasElement>(`canvas[data-island="${CHART_ISLAND}"]`)) drawMarkedChart(canvas)
