'use client'

// The fiscal-year line chart. The canvas is drawn after hydration by a lazily
// loaded Chart.js; the same numbers are in the server-rendered table beside it.
// The canvas also carries its numbers, for the script that draws it when the
// dashboard is sent as a document without React (registration-chart-island.ts).
import { useEffect, useRef } from 'react'
import type { Language } from '@/lib/i18n/shared'
import { REGISTRATION_CHART_ISLAND, writeChartInput } from './registration-chart-data'

type Props = { labels: string[]; values: number[]; seriesLabel: string; description: string; language: Language }

export function RegistrationChart({ labels, values, seriesLabel, description, language }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let chart: { destroy: () => void } | undefined
    let cancelled = false
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('./draw-chart').then(({ drawRegistrationChart }) => {
      if (cancelled || !canvas.current) return
      chart = drawRegistrationChart(canvas.current, { labels, values, seriesLabel, animate, language })
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [labels, values, seriesLabel, language])

  return (
    <canvas
      ref={canvas}
      width={900}
      height={300}
      role="img"
      aria-label={description}
      data-island={REGISTRATION_CHART_ISLAND}
      data-chart={writeChartInput({ labels, values, seriesLabel, language })}
    >
      {description}
    </canvas>
  )
}
