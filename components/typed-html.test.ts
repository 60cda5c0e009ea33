import { describe, expect, it } from 'vitest'
import { makeTranslate } from '@/lib/i18n/translate'
import { escapeHtml, markupOnce, typedHtml } from './typed-html'

describe('typed text as markup', () => {
  it('escapes what a person typed and marks a name in another script', () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe('&#60;b&#62;&#34;A&#34; &#38; &#39;B&#39;&#60;/b&#62;')
    expect(typedHtml('ne', ' Youth <Club> ')).toBe('<span translate="no" lang="en">Youth &#60;Club&#62;</span>')
    expect(typedHtml('ne', 'युवा क्लब')).toBe('<span translate="no">युवा क्लब</span>')
    expect(typedHtml('en', '  ', '-')).toBe('-')
  })
})

describe('markupOnce', () => {
  it('makes the markup of a read once per labels and words, and again for a new read', () => {
    const read = [{ id: 1 }]
    const kept = { Total: 'जम्मा' }
    const t = makeTranslate('ne', kept)
    let made = 0
    const make = () => `<p>${++made}</p>`
    expect(markupOnce(read, t, ['ne'], make)).toBe('<p>1</p>')
    // The same kept labels on the next request: the same translate function, the markup made before.
    expect(markupOnce(read, makeTranslate('ne', kept), ['ne'], make)).toBe('<p>1</p>')
    // A label edited (the kept labels are a new dictionary, so a new translate function): made again.
    expect(markupOnce(read, makeTranslate('ne', { Total: 'कुल' }), ['ne'], make)).toBe('<p>2</p>')
    // The other language, or other words: made again.
    expect(markupOnce(read, makeTranslate('en', {}), ['en'], make)).toBe('<p>3</p>')
    expect(markupOnce(read, t, ['ne', 'x'], make)).toBe('<p>4</p>')
    // The cached read changed: a new object, new markup.
    expect(markupOnce([{ id: 1 }], t, ['ne'], make)).toBe('<p>5</p>')
    expect(made).toBe(5)
  })
})
