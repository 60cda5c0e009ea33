// A profile's annual budgets over the fiscal years, drawn on the server as
// SVG (decision 100): complete without a script, as the kept profile page is
// sent without any. Each bar stacks the internal funds (solid) and the
// external funds (hatched, so the two are told apart without colour); the
// budget table beside it holds the same numbers for screen readers. Made as
// markup, as the profile's tables are (decision 108).
import { escapeHtml } from '@/components/typed-html'
import { formatAmountShort, formatNumber } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import { budgetChartLayout, budgetYears, type BudgetYear } from './budget-chart-layout'
import styles from './profile-view.module.css'

type Props = { rows: { label: string; internal: number; external: number }[]; t: Translate; language: Language }

const COLOURS = { internal: '#0b4f8a', external: '#d97706' }

/** What the chart says, in a sentence for a screen reader: the years and the latest year's funds. */
function summary(years: BudgetYear[], t: Translate, language: Language) {
  const last = years[years.length - 1]
  return `${t('Annual budget by fiscal year')}: ${years[0].label} – ${last.label}; ${last.label}: ${t('Fund received from internal sources')} ${formatNumber(last.internal, language)}, ${t('Fund received from external bodies')} ${formatNumber(last.external, language)}`
}

/**
 * The chart's figure as markup, made once per read of the budgets (the
 * section's `markupOnce`): its bars, ticks and legend are some forty
 * elements, nothing in them interactive. '' when no year has a budget.
 */
export function budgetChartHtml({ rows, t, language }: Props): string {
  const years = budgetYears(rows)
  if (years.length === 0) return ''
  const layout = budgetChartLayout(years)
  const { plot } = layout
  const axis = `class="${styles.budgetAxis}"`
  const ticks = layout.ticks
    .map(
      (tick) =>
        `<g><line x1="${plot.left}" x2="${plot.right}" y1="${tick.y}" y2="${tick.y}" stroke="#d5dae1" stroke-width="1"></line>` +
        `<text x="${plot.left - 6}" y="${tick.y}" text-anchor="end" dominant-baseline="middle" ${axis}>${escapeHtml(formatAmountShort(tick.value, language))}</text></g>`,
    )
    .join('')
  const bars = layout.bars
    .map(
      (bar) =>
        `<g><rect x="${bar.x}" y="${bar.internal.y}" width="${bar.width}" height="${bar.internal.height}" fill="${COLOURS.internal}"></rect>` +
        `<rect x="${bar.x}" y="${bar.external.y}" width="${bar.width}" height="${bar.external.height}" fill="url(#budget-external)"></rect>` +
        (bar.labelled ? `<text x="${bar.centre}" y="${plot.bottom + 18}" text-anchor="middle" ${axis}>${escapeHtml(bar.label)}</text>` : '') +
        '</g>',
    )
    .join('')
  const swatch = (fill: string) => `<svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="${fill}"></rect></svg>`
  return (
    `<svg viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-labelledby="budget-chart-title" class="${styles.budgetSvg}">` +
    `<title id="budget-chart-title">${escapeHtml(summary(years, t, language))}</title>` +
    `<defs><pattern id="budget-external" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${COLOURS.external}"></rect><line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" stroke-width="2"></line></pattern></defs>` +
    `<g aria-hidden="true">${ticks}${bars}<line x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}" stroke="#5b6470" stroke-width="1"></line></g></svg>` +
    `<figcaption class="${styles.budgetLegend}"><span>${swatch(COLOURS.internal)}${escapeHtml(t('Fund received from internal sources'))}</span>` +
    `<span>${swatch('url(#budget-external)')}${escapeHtml(t('Fund received from external bodies'))}</span></figcaption>`
  )
}
