// What the server writes on a chart's canvas: the chart's kind and numbers,
// read back by the code that draws it, after hydration (chart-canvas.tsx) or,
// on a dashboard sent as a document without React, by the island script
// (chart-island.ts). No I/O and no Chart.js here: the server imports it.
import type { Language } from '@/lib/i18n/shared'

/** The island that draws every marked canvas (scripts/build-islands.mjs). */
export const CHART_ISLAND = 'chart'

/** A running total over time (the registrations by fiscal year). */
export type LineChart = { kind: 'line'; labels: string[]; values: number[]; seriesLabel: string; language: Language }

/** Amounts per label, several series stacked (internal and external funds per fiscal year). */
export type StackedBarChart = { kind: 'stacked-bars'; labels: string[]; series: { label: string; values: number[] }[]; language: Language }

export type ChartData = LineChart | StackedBarChart

export const writeChartData = (data: ChartData) => JSON.stringify(data)

export const readChartData = (text: string) => JSON.parse(text) as ChartData
