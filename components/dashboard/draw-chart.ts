// Loaded only after the page is interactive (dynamic import), so Chart.js is
// not part of the dashboard's first-load JavaScript. Only the pieces a line
// chart needs are registered, which keeps the chunk small.
// The digits module alone, so the chart's script carries no calendar table.
import { formatNumber } from '@/lib/calendar/digits'
import type { Language } from '@/lib/i18n/shared'
import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js'

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Filler)

export type ChartInput = {
  labels: string[]
  values: number[]
  seriesLabel: string
  /** Numbers are written as on the page: Nepali digits in Nepali. */
  language: Language
  animate: boolean
}

/** Spec section 9: a 1500 ms animation (the size follows the card, not the spec's fixed 900x300). */
export const CHART_ANIMATION_MS = 1500

/**
 * The axis labels' size for a chart this wide: never under 12 px, and larger
 * on a phone, where the chart is narrow and read at arm's length.
 */
export function axisFontSize(width: number): number {
  return width < 480 ? 13 : 12
}

export function drawRegistrationChart(canvas: HTMLCanvasElement, input: ChartInput) {
  const format = (value: number) => formatNumber(value, input.language)
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: input.labels,
      datasets: [
        {
          label: input.seriesLabel,
          data: input.values,
          borderColor: '#0b4f8a',
          backgroundColor: 'rgba(11, 79, 138, 0.12)',
          pointBackgroundColor: '#0b4f8a',
          pointRadius: 3,
          fill: true,
          tension: 0.25,
        },
      ],
    },
    options: {
      // The frame's CSS decides the size (components/dashboard/dashboard.module.css).
      responsive: true,
      maintainAspectRatio: false,
      animation: input.animate ? { duration: CHART_ANIMATION_MS } : false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        tooltip: { callbacks: { label: (context) => `${input.seriesLabel}: ${format(Number(context.parsed.y))}` } },
      },
      scales: {
        y: { beginAtZero: true, ticks: { callback: (value) => format(Number(value)), font: (context) => ({ size: axisFontSize(context.chart.width) }) } },
        x: { ticks: { autoSkip: true, maxRotation: 0, font: (context) => ({ size: axisFontSize(context.chart.width) }) } },
      },
    },
  })
}
