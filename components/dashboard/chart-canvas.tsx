'use client'

// A chart of the dashboard: a canvas drawn after hydration by a lazily loaded
// Chart.js. The canvas carries its kind and numbers (chart-data.ts), so the
// island script draws the same chart when the dashboard is sent as a document
// without React; the same numbers are in a server-rendered table beside it.
import { useEffect, useRef } from 'react'
import { CHART_ISLAND, writeChartData, type ChartData } from './chart-data'

export function ChartCanvas({ chart, description }: { chart: ChartData; description: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const data = writeChartData(chart)

  useEffect(() => {
    let drawn: { destroy: () => void } | undefined
    let cancelled = false
    void import('./draw-chart').then(({ drawMarkedChart }) => {
      if (!cancelled && canvas.current) drawn = drawMarkedChart(canvas.current)
    })
    return () => {
      cancelled = true
      drawn?.destroy()
    }
  }, [data])

  return (
    <canvas ref={canvas} width={900} height={300} role="img" aria-label={description} data-island={CHART_ISLAND} data-chart={data}>
      {description}
    </canvas>
  )
}
