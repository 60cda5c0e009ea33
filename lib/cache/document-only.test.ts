import { describe, expect, it } from 'vitest'
import { documentOnly } from '@/lib/cache/document-only'
import { readChartData, writeChartData } from '@/components/dashboard/chart-data'

// The shape of a profile page as Next renders it (ids and chunk names shortened).
const head = [
  '<meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<link rel="preload" href="/labels/shell.ne.AbCdEfGhIjKlMnOp" as="fetch" crossorigin="anonymous"/>',
  '<script src="/_next/static/chunks/d.js" async="" nonce="n"></script>',
  '<script src="/_next/static/chunks/e.js" noModule="" nonce="n"></script>',
  '<title>धापाखेल महिला समूह</title>',
  '<link rel="canonical" href="http://localhost:3000/profile/2"/>',
  '<link rel="preload" href="/logo.webp" as="image"/>',
].join('')
const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NGO","name":"x \\u003c/script"}</script>'
const body = [
  jsonLd,
  '<header><a href="/">ड्यासबोर्ड</a><form action="/api/lang" method="get"><button type="submit">English</button></form></header>',
  '<main><!--$--><h1>धापाखेल</h1><!--/$--></main>',
  '<script nonce="n" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '<script nonce="n">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="n">self.__next_f.push([1,"<p>\\u003c/script>"])</SCRIPT >',
].join('')
const page = `<!DOCTYPE html><html lang="ne"><head>${head}</head><body>${body}</body></html>`

describe('documentOnly', () => {
  it('leaves out every script and script preload (and what scripts would fetch), and keeps the content, the styles, the links and the JSON-LD', () => {
    const { html: plain, islands } = documentOnly(page)!
    expect(islands).toEqual([])
    expect(plain).not.toMatch(/<script(?![^>]*application\/ld\+json)/i)
    expect(plain).not.toMatch(/as="script"|as="fetch"|\/labels\/|modulepreload|__next_f|TURBOPACK/)
    expect(plain).toBe(
      '<!DOCTYPE html><html lang="ne"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n" data-precedence="next"/>' +
        '<title>धापाखेल महिला समूह</title><link rel="canonical" href="http://localhost:3000/profile/2"/><link rel="preload" href="/logo.webp" as="image"/>' +
        `</head><body>${jsonLd}` +
        '<header><a href="/">ड्यासबोर्ड</a><form action="/api/lang" method="get"><button type="submit">English</button></form></header>' +
        '<main><!--$--><h1>धापाखेल</h1><!--/$--></main></body></html>',
    )
  })

  it('adds the script of each island the page marks, once, deferred at the end of the body', () => {
    const canvas = '<canvas data-island="chart" data-chart="{&quot;labels&quot;:[]}"></canvas>'
    const marked = page.replace('<h1>धापाखेल</h1>', `<h1>धापाखेल</h1>${canvas}${canvas}`)
    const result = documentOnly(marked, { 'chart': '/_next/static/islands/chart-abc.js', other: '/_next/static/islands/other.js' })!
    expect(result.islands).toEqual(['chart'])
    expect(result.html).toContain(`<h1>धापाखेल</h1>${canvas}${canvas}<!--/$--></main>`)
    expect(result.html.endsWith('</main><script src="/_next/static/islands/chart-abc.js" defer></script></body></html>')).toBe(true)
    expect(result.html.match(/<script\b/g)).toHaveLength(2) // the island and the JSON-LD
  })

  it('declines a page whose content still needs a script to show', () => {
    // An island the build has no script for.
    expect(documentOnly(page.replace('<h1>', '<h1 data-island="chart">'))).toBeNull()
    expect(documentOnly(page.replace('<h1>', '<h1 data-island="chart">'), { 'chart': '/x.js' })).not.toBeNull()
    // Content streamed after the shell, put in place by a script.
    expect(documentOnly(page.replace('<!--$--><h1>', '<!--$?--><template id="B:0"></template><h1>'))).toBeNull()
    // A boundary React left to render in the browser.
    expect(documentOnly(page.replace('<!--$--><h1>', '<!--$!--><h1>'))).toBeNull()
    // A page cut short.
    expect(documentOnly(page.slice(0, -20))).toBeNull()
  })
})

describe('the chart island data', () => {
  it('reads back what the server wrote, for each kind of chart', () => {
    const line = { kind: 'line' as const, labels: ['२०७०/७१', '२०७१/७२'], values: [3, 7], seriesLabel: 'जम्मा', language: 'ne' as const }
    expect(readChartData(writeChartData(line))).toEqual(line)
    const bars = { kind: 'stacked-bars' as const, labels: ['2080/81'], series: [{ label: 'Internal', values: [1.5] }, { label: 'External', values: [2] }], language: 'en' as const }
    expect(readChartData(writeChartData(bars))).toEqual(bars)
  })
})
