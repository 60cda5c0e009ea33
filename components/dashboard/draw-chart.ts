// Loaded only after the page is interactive (dynamic import) or by the
// island script, so Chart.js is not part of the dashboard's first-load
// JavaScript. Only the pieces a line chart and a stacked bar chart need are
// registered, which keeps the chunk small.
// The digits module alone, so the chart's script carries no calendar table.
import { formatAmountShort, formatNumber } from '@/lib/calendar/digits'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { readChartData, type ChartData, type LineChart, type StackedBarChart } from './chart-data'

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, LinearScale, CategoryScale, Tooltip, Legend, Filler)

/** Spec section 9: a 1500 ms animation (the size follows the card, not the spec's fixed 900x300). */
export const CHART_ANIMATION_MS = 1500

/** The colours of the series: the portal's blue, then an orange that stays apart from it for colour-blind readers. */
export const SERIES_COLOURS = ['#0b4f8a', '#d97706'] as const

/**
 * The axis labels' size for a chart this wide: never under 12 px, and larger
 * on a phone, where the chart is narrow and read at arm's length.
 */
export function axisFontSize(width: number): number {
  return width < 480 ? 13 : 12
}

const axisFont = (context: { chart: { width: number } }) => ({ size: axisFontSize(context.chart.width) })

function lineConfiguration(input: LineChart): ChartConfiguration<'line'> {
  const format = (value: number) => formatNumber(value, input.language)
  return {
    type: 'line',
    data: {
      labels: input.labels,
      datasets: [
        {
          label: input.seriesLabel,
          data: input.values,
          borderColor: SERIES_COLOURS[0],
          backgroundColor: 'rgba(11, 79, 138, 0.12)',
          pointBackgroundColor: SERIES_COLOURS[0],
          pointRadius: 3,
          fill: true,
          tension: 0.25,
        },
      ],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (context) => `${input.seriesLabel}: ${format(Number(context.parsed.y))}` } },
      },
      scales: {
        // Counts of NGOs: whole numbers only on the axis.
        y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => format(Number(value)), font: axisFont } },
        x: { ticks: { autoSkip: true, maxRotation: 0, font: axisFont } },
      },
    },
  }
}

function stackedBarConfiguration(input: StackedBarChart): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: input.labels,
      datasets: input.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
        // A white edge between the stacked parts, so they are told apart by more than colour.
        borderColor: '#ffffff',
        borderWidth: { top: 2 },
      })),
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { font: axisFont } },
        tooltip: { callbacks: { label: (context) => `${context.dataset.label}: ${formatNumber(Number(context.parsed.y), input.language)}` } },
      },
      scales: {
        y: { stacked: true, beginAtZero: true, ticks: { callback: (value) => formatAmountShort(Number(value), input.language), font: axisFont } },
        x: { stacked: true, ticks: { autoSkip: true, maxRotation: 0, font: axisFont } },
      },
    },
  }
}

/** Draws a chart on a canvas, animated unless the reader asked for reduced motion. */
export function drawChart(canvas: HTMLCanvasElement, input: ChartData) {
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const configuration = input.kind === 'line' ? lineConfiguration(input) : stackedBarConfiguration(input)
  // The frame's CSS decides the size (components/dashboard/dashboard.module.css).
  configuration.options = { ...configuration.options, responsive: true, maintainAspectRatio: false, animation: animate ? { duration: CHART_ANIMATION_MS } : false }
  return new Chart(canvas, configuration as ChartConfiguration)
}

/** Draws the chart a canvas carries (data-chart, written by the server), or nothing when it carries none. */
export function drawMarkedChart(canvas: HTMLCanvasElement) {
  const text = canvas.dataset.chart
  return text ? drawChart(canvas, readChartData(text)) : undefined
}
