// First-load JavaScript of a served page: the scripts its HTML loads from
// /_next/static/, each fetched and gzip-compressed (zlib, default level), summed.
// It is what a visitor's browser downloads before the page is interactive.
// The page's own HTML, gzip-compressed, is reported beside it.
//
//   npx tsx scripts/first-load-js.ts http://localhost:3000 /profile/1 [budget-kB]
//
// Prints each script and the total; with a budget (kB of gzip, 1 kB = 1000
// bytes) it exits with 1 when the total is over it. `npm run bench` imports
// measureFirstLoadJs.
import { gzipSync } from 'node:zlib'

export type ScriptSize = { src: string; bytes: number; gzipBytes: number }
export type FirstLoadJs = { url: string; scripts: ScriptSize[]; bytes: number; gzipBytes: number; htmlGzipBytes: number }

const STATIC_PREFIX = '/_next/static/'

/**
 * The `src` of every <script> the HTML loads from /_next/static/, once each,
 * in document order. `nomodule` scripts (the legacy polyfills) are left out:
 * browsers that run modules, every current one, never download them.
 */
export function collectScriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi)) {
    if (/\snomodule\b/i.test(match[0])) continue
    const src = (match[1] ?? match[2] ?? '').replace(/&amp;/g, '&')
    const pathname = new URL(src, 'http://localhost').pathname
    if (pathname.startsWith(STATIC_PREFIX) && pathname.endsWith('.js')) sources.add(src)
  }
  return [...sources]
}

export async function measureFirstLoadJs(baseUrl: string, path: string, init: { headers?: Record<string, string> } = {}): Promise<FirstLoadJs> {
  const url = new URL(path, baseUrl).toString()
  const response = await fetch(url, { headers: init.headers, redirect: 'manual' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  const scripts: ScriptSize[] = []
  for (const src of collectScriptSources(html)) {
    const script = await fetch(new URL(src, url))
    if (!script.ok) throw new Error(`${src} answered ${script.status}`)
    const body = Buffer.from(await script.arrayBuffer())
    scripts.push({ src, bytes: body.length, gzipBytes: gzipSync(body).length })
  }
  return {
    url,
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlGzipBytes: gzipSync(html).length,
  }
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export function formatFirstLoadJs(result: FirstLoadJs): string {
  const width = Math.max(6, ...result.scripts.map((script) => script.src.length))
  const lines = result.scripts.map((script) => `${script.src.padEnd(width)}  ${kilobytes(script.bytes).padStart(9)}  ${kilobytes(script.gzipBytes).padStart(9)}`)
  return [
    `First-load JavaScript of ${result.url}`,
    `${'script'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`,
    ...lines,
    `${`total (${result.scripts.length} scripts)`.padEnd(width)}  ${kilobytes(result.bytes).padStart(9)}  ${kilobytes(result.gzipBytes).padStart(9)}`,
    `the page's HTML: ${kilobytes(result.htmlGzipBytes)} gzip`,
  ].join('\n')
}

async function main(args: string[]) {
  const [baseUrl, path = '/', budget] = args
  if (!baseUrl) {
    process.stderr.write('usage: npx tsx scripts/first-load-js.ts <base-url> [path] [budget-kB]\n')
    process.exit(2)
  }
  const result = await measureFirstLoadJs(baseUrl, path)
  process.stdout.write(`${formatFirstLoadJs(result)}\n`)
  if (budget !== undefined) {
    const limit = Number(budget) * 1000
    const within = result.gzipBytes <= limit
    process.stdout.write(`${within ? 'within' : 'OVER'} the budget of ${budget} kB gzip\n`)
    if (!within) process.exit(1)
  }
}

if (/first-load-js\.ts$/.test(process.argv[1] ?? '')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
