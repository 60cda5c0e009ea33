// Runs Lighthouse on pages, for `npm run lighthouse` (scripts/lighthouse.ts).
// Plain JavaScript in a process of its own: Lighthouse runs some of its own
// functions inside the page as their source text, which the TypeScript
// loader of the other scripts would have rewritten (esbuild's __name).
//
// Reads {"chromium", "runs", "pages": [{"page", "url", "headers"}]} on stdin;
// writes one JSON array of results on stdout.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

let input = ''
for await (const chunk of process.stdin) input += chunk
const { chromium, runs, pages } = JSON.parse(input)

const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const results = []
try {
  for (const { page, url, headers } of pages) {
    const measured = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers })
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
      const items = lhr.audits['resource-summary']?.details?.items ?? []
      measured.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        totalBlockingTimeMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        largestContentfulPaintMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        scriptKb: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1000,
      })
      process.stderr.write(`[lighthouse] ${page}, run ${run + 1}: score ${measured.at(-1).score}, TBT ${Math.round(measured.at(-1).totalBlockingTimeMs)} ms\n`)
    }
    // The median run by score.
    measured.sort((a, b) => a.score - b.score)
    results.push({ page, ...measured[Math.floor(measured.length / 2)] })
  }
} finally {
  chrome.kill()
}
process.stdout.write(JSON.stringify(results))
