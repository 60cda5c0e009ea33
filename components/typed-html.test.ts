import { describe, expect, it } from 'vitest'
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
  it('makes the markup of a read once per words, and again for a new read', () => {
    const read = [{ id: 1 }]
    let made = 0
    const make = () => `<p>${++made}</p>`
    expect(markupOnce(read, ['en', 'Total'], make)).toBe('<p>1</p>')
    expect(markupOnce(read, ['en', 'Total'], make)).toBe('<p>1</p>')
    // A label edited, or the other language: made again.
    expect(markupOnce(read, ['en', 'Sum'], make)).toBe('<p>2</p>')
    expect(markupOnce(read, ['ne', 'Total'], make)).toBe('<p>3</p>')
    // The cached read changed: a new object, new markup.
    expect(markupOnce([{ id: 1 }], ['en', 'Total'], make)).toBe('<p>4</p>')
    expect(made).toBe(4)
  })
})
