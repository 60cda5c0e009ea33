// The gap tables are made as markup once per table read (ward-gaps.tsx): what
// the municipality typed is escaped, every cell links to its filtered list
// and is named by its own text and its two headings, and an edited label is
// not hidden behind the markup made before.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { WardGaps } from '@/lib/dashboard/gaps'
import { WardGapsBlock } from './ward-gaps'

const gaps: WardGaps = {
  'thematic-scope': {
    wards: [{ id: 7, number: 1, name: 'वडा नं. १', name_en: 'Ward <1> & "one"' }],
    options: [
      { id: 3, name: 'शिक्षा', name_en: 'Education' },
      { id: 4, name: 'स्वास्थ्य', name_en: "Health </td><script>alert('x')</script>" },
    ],
    counts: [[12, 0]],
  },
  'target-group': { wards: [], options: [], counts: [] },
}

const english = (words: Record<string, string>) => (key: string) => words[key] ?? key

describe('WardGapsBlock', () => {
  it('escapes the names, links every cell to its list and names it by its headings', () => {
    const html = renderToStaticMarkup(<>{WardGapsBlock({ gaps, t: english({}), language: 'en' })}</>)
    expect(html).toContain('<th scope="row" id="sw7"><span translate="no">Ward &#60;1&#62; &#38; &#34;one&#34;</span></th>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('Health &#60;/td&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;')
    expect(html).toContain('<a href="?ward=7&amp;thematic_scope=3#ngo-list" id="s7-3" aria-labelledby="s7-3 sw7 so3">12</a>')
    expect(html).toContain('<a href="?ward=7&amp;thematic_scope=4#ngo-list" id="s7-4" aria-labelledby="s7-4 sw7 so4"><span aria-hidden="true">∅</span><span class="visually-hidden">No NGO</span></a>')
    // A table without wards or options says so.
    expect(html).toContain('No data yet')
  })

  it("uses the page's digits and names, and the labels as they are now", () => {
    const nepali = renderToStaticMarkup(<>{WardGapsBlock({ gaps, t: english({ 'No NGO': 'कुनै संस्था छैन' }), language: 'ne' })}</>)
    expect(nepali).toContain('>१२</a>')
    expect(nepali).toContain('<span translate="no">वडा नं. १</span>')
    // A name typed in another script than the page's says so (a Latin name on a Nepali page).
    const latin = renderToStaticMarkup(<>{WardGapsBlock({ gaps: { ...gaps, 'thematic-scope': { ...gaps['thematic-scope'], options: [{ id: 3, name: 'Domestic workers', name_en: null }, gaps['thematic-scope'].options[1]] } }, t: english({}), language: 'ne' })}</>)
    expect(latin).toContain('<span translate="no" lang="en">Domestic workers</span>')
    expect(nepali).toContain('कुनै संस्था छैन')
    const edited = renderToStaticMarkup(<>{WardGapsBlock({ gaps, t: english({ 'No NGO': 'अहिले कुनै छैन' }), language: 'ne' })}</>)
    expect(edited).toContain('अहिले कुनै छैन')
    expect(edited).not.toContain('कुनै संस्था छैन')
  })
})
