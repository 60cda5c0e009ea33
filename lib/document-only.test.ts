import { describe, expect, it } from 'vitest'
import { documentOnly } from '@/lib/document-only'

// The shape of a profile page as Next renders it (ids and chunk names shortened).
const head = [
  '<meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
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
  it('leaves out every script and script preload, and keeps the content, the styles, the links and the JSON-LD', () => {
    const plain = documentOnly(page)!
    expect(plain).not.toMatch(/<script(?![^>]*application\/ld\+json)/i)
    expect(plain).not.toMatch(/as="script"|modulepreload|__next_f|TURBOPACK/)
    expect(plain).toBe(
      '<!DOCTYPE html><html lang="ne"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n" data-precedence="next"/>' +
        '<title>धापाखेल महिला समूह</title><link rel="canonical" href="http://localhost:3000/profile/2"/><link rel="preload" href="/logo.webp" as="image"/>' +
        `</head><body>${jsonLd}` +
        '<header><a href="/">ड्यासबोर्ड</a><form action="/api/lang" method="get"><button type="submit">English</button></form></header>' +
        '<main><!--$--><h1>धापाखेल</h1><!--/$--></main></body></html>',
    )
  })

  it('declines a page whose content still needs a script to show', () => {
    // Content streamed after the shell, put in place by a script.
    expect(documentOnly(page.replace('<!--$--><h1>', '<!--$?--><template id="B:0"></template><h1>'))).toBeNull()
    // A boundary React left to render in the browser.
    expect(documentOnly(page.replace('<!--$--><h1>', '<!--$!--><h1>'))).toBeNull()
    // A page cut short.
    expect(documentOnly(page.slice(0, -20))).toBeNull()
  })
})
