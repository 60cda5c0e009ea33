import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '@/lib/open-data/csv'

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces only', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('नेपाल')).toBe('नेपाल')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(['a', 'b'])).toBe('a; b')
  })

  it('defuses formulas but leaves numbers and phone numbers alone', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell('+977-1-5521234')).toBe('+977-1-5521234')
    expect(csvCell('-5')).toBe('-5')
  })

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n')
  })
})
