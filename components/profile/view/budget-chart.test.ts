// The budget chart is markup made on the server (budget-chart.tsx): named by
// its summary for screen readers, its words escaped, nothing without a budget.
import { describe, expect, it } from 'vitest'
import { budgetChartHtml } from './budget-chart'

const t = (key: string) => key

describe('budgetChartHtml', () => {
  it('is an image named by its summary, with the years under the bars and a legend', () => {
    const html = budgetChartHtml({
      rows: [
        { label: '2080/81', internal: 100_000, external: 50_000 },
        { label: '2081/82', internal: 200_000, external: 0 },
      ],
      t,
      language: 'en',
    })
    expect(html).toMatch(/^<svg viewBox="0 0 \d+ \d+" role="img" aria-labelledby="budget-chart-title" class="[^"]+">/)
    expect(html).toContain(
      '<title id="budget-chart-title">Annual budget by fiscal year: 2080/81 – 2081/82; 2081/82: Fund received from internal sources 2,00,000, Fund received from external bodies 0</title>',
    )
    expect(html).toMatch(/<text [^>]*text-anchor="middle"[^>]*>2080\/81<\/text>/)
    expect(html).toContain('fill="url(#budget-external)"')
    expect(html).toMatch(/<figcaption class="[^"]+"><span><svg width="14" height="14" aria-hidden="true">/)
  })

  it('escapes the words it is given, and is empty without a budget', () => {
    const html = budgetChartHtml({ rows: [{ label: '<b>&', internal: 1, external: 1 }], t: (key) => `${key} <i>`, language: 'en' })
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<i>')
    expect(html).toContain('&#60;b&#62;&#38;')
    expect(budgetChartHtml({ rows: [], t, language: 'en' })).toBe('')
  })
})
