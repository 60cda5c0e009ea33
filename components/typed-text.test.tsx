import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { typedText } from './typed-text'

const html = (node: ReturnType<typeof typedText>) => renderToStaticMarkup(<p>{node}</p>)

describe('typedText', () => {
  it("marks typed text as data, with its script's language where it differs from the page's", () => {
    expect(html(typedText('ललितपुर', 'en'))).toBe('<p><span translate="no" lang="ne">ललितपुर</span></p>')
    expect(html(typedText('Sunrise Nepal', 'ne'))).toBe('<p><span translate="no" lang="en">Sunrise Nepal</span></p>')
    expect(html(typedText('ललितपुर', 'ne'))).toBe('<p><span translate="no">ललितपुर</span></p>')
    // A Nepali name with a Latin acronym is Nepali data.
    expect(html(typedText('नेपाल ABC संस्था', 'en'))).toBe('<p><span translate="no" lang="ne">नेपाल ABC संस्था</span></p>')
  })

  it('shows the empty mark for nothing typed', () => {
    expect(html(typedText('  ', 'ne', '-'))).toBe('<p>-</p>')
    expect(html(typedText(null, 'en'))).toBe('<p></p>')
  })
})
