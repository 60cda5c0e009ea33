import { describe, expect, it } from 'vitest'
import { badgeSvg, matchesEtag } from '@/lib/certificates/badge'
import { makeTranslate } from '@/lib/i18n/translate'

const drawing = { name: 'Education <NGO> & "Friends"', municipality: 'Lalitpur Metropolitan City', href: 'https://ngo.example.gov.np/en/profile/3', language: 'en' as const, t: makeTranslate('en', {}) }

describe('the badge', () => {
  it('says "Registered with" and shows a check mark only in good standing', () => {
    const good = badgeSvg({ ...drawing, good: true })
    expect(good).toContain('>Registered with Lalitpur Metropolitan City<')
    expect(good).toContain('<path d="M17 24.5l5 5 9-10"')
    const neutral = badgeSvg({ ...drawing, good: false })
    expect(neutral).toContain('>Registration status: see the registry<')
    expect(neutral).not.toContain('Registered with')
    expect(neutral).not.toContain('M17 24.5l5 5 9-10')
  })

  it('escapes the name, shortens a long one and links to the page', () => {
    const svg = badgeSvg({ ...drawing, good: true, name: `${drawing.name} ${'x'.repeat(80)}` })
    expect(svg).toContain('Education &lt;NGO&gt; &amp; &quot;Friends&quot;')
    expect(svg).toMatch(/x…<\/text>/)
    expect(svg).toContain('<a href="https://ngo.example.gov.np/en/profile/3" target="_top">')
    expect(svg).not.toMatch(/<script|\son\w+=/i)
  })

  it('reads If-None-Match as browsers send it', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false)
    expect(matchesEtag(null, '"abc"')).toBe(false)
  })
})
