// The dashboard's shape on a phone and a desk, in both languages (issue 30,
// point 7): the four month-window bars of the counts card line up (a label
// that wraps pushes every bar of its row down alike), and every word a chart
// draws on its canvas (axis labels, legend) is at least 12 CSS pixels tall.
// A canvas has no computed style: the text's size is read where it is drawn,
// from the font Chart.js sets, the drawing's scale and the canvas's CSS size.
import { expect, test, type Page } from '@playwright/test'
import { BASE_URL } from './content-helpers'
import { withE2eDatabase } from './support/database'
import { useLanguage } from './support/language'

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const
const HEADINGS = { ne: 'गैरसरकारी संस्था प्रोफाइल सङ्ख्या', en: 'NGO profile counts' } as const

type Drawn = { text: string; px: number; chart: string }

declare global {
  interface Window {
    drawnText?: Drawn[]
  }
}

/** Records every text a canvas draws with its size in CSS pixels. */
async function recordCanvasText(page: Page) {
  await page.addInitScript(() => {
    window.drawnText = []
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0)
      const transform = this.getTransform()
      const canvas = this.canvas
      // Canvas units to CSS pixels: the drawing's scale times the canvas's CSS width over its pixel width.
      const perUnit = Math.hypot(transform.a, transform.b) * (canvas.getBoundingClientRect().width / canvas.width)
      window.drawnText!.push({ text: String(text), px: size * perUnit, chart: canvas.getAttribute('aria-label') ?? '' })
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth)
    }
  })
}

test.beforeAll(async () => {
  // Registrations in two fiscal years, so the cumulative chart has a line and labels whatever else the database holds.
  await withE2eDatabase(async (client) => {
    const run = Date.now()
    for (const [index, [date, year]] of [
      ['2023-09-01', '2080/81'],
      ['2025-01-15', '2081/82'],
    ].entries()) {
      await client.query(
        `insert into ngo_profiles (name, name_en, status, is_verified, dao_registration_date, registration_fiscal_year) values ($1, $2, 'active', true, $3, $4)`,
        [`बनावट जाँच संस्था ${run}-${index}`, `Layout Check NGO ${run}-${index}`, date, year],
      )
    }
  })
})

for (const language of ['ne', 'en'] as const) {
  for (const viewport of WIDTHS) {
    test(`the counts card's bars line up and the chart's words are at least 12 px (${language}, ${viewport.width} px)`, async ({ browser }) => {
      // Without animation the chart is drawn once, at its final size.
      const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await recordCanvasText(page)
      useLanguage(page, language)
      await page.goto('/')

      const counts = page.getByRole('region', { name: HEADINGS[language] })
      const windows = counts.getByRole('listitem')
      await expect(windows).toHaveCount(4)
      const bars = counts.getByRole('progressbar')
      await expect(bars).toHaveCount(4)
      const items = await windows.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top))
      const boxes = await bars.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          return { top: box.top, bottom: box.bottom, height: box.height }
        }),
      )
      // Windows that share a row of the card (their boxes start together) have their bars on one line.
      const rows = new Map<number, typeof boxes>()
      for (const [index, top] of items.entries()) {
        const row = [...rows.keys()].find((key) => Math.abs(key - top) <= 2) ?? top
        rows.set(row, [...(rows.get(row) ?? []), boxes[index]])
      }
      // A desk has room for the four windows side by side.
      if (viewport.width >= 1366) expect(rows.size).toBe(1)
      for (const row of rows.values()) {
        const tops = row.map((box) => box.top)
        const bottoms = row.map((box) => box.bottom)
        expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(row)).toBeLessThanOrEqual(2)
        expect(Math.max(...bottoms) - Math.min(...bottoms), JSON.stringify(row)).toBeLessThanOrEqual(2)
      }
      expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1)

      // The charts, drawn by the lazily loaded Chart.js: every word at least 12 px; the registration chart's axes included.
      await page.getByRole('img').first().scrollIntoViewIfNeeded()
      await expect.poll(() => page.evaluate(() => window.drawnText?.length ?? 0), { timeout: 15_000 }).toBeGreaterThan(2)
      const drawn = await page.evaluate(() => window.drawnText ?? [])
      const small = drawn.filter((text) => text.px < 12)
      expect(small, JSON.stringify(small.slice(0, 10))).toEqual([])
      await page.screenshot({ path: `test-results/dashboard-${language}-${viewport.width}.png` })
      await context.close()
    })
  }
}
