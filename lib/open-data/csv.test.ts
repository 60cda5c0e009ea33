import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '@/lib/open-data/csv'

describe('csvCell', () => {
  it('quotes commas, semicolons, quotes, line breaks and edge spaces only', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('नेपाल')).toBe('नेपाल')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('a; b')).toBe('"a; b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(['a', 'b'])).toBe('"a; b"')
  })

  it('defuses every text a spreadsheet would run, and quotes it', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`)
    expect(csvCell('@cmd')).toBe(`"'@cmd"`)
    expect(csvCell('+977-1-5521234')).toBe(`"'+977-1-5521234"`)
    expect(csvCell('-5')).toBe(`"'-5"`)
    expect(csvCell('-2+3+cmd|\' /C calc\'!A0')).toBe(`"'-2+3+cmd|' /C calc'!A0"`)
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`)
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`)
  })

  /** Fields of a line as a spreadsheet reads it with `separator`: quotes respected, text after a closing quote kept. */
  function readLine(line: string, separator: string): string[] {
    const fields: string[] = []
    let field = ''
    let quoted = false
    for (let index = 0; index < line.length; index++) {
      const character = line[index]!
      if (quoted && character === '"' && line[index + 1] === '"') {
        field += '"'
        index++
      } else if (quoted && character === '"') quoted = false
      else if (!quoted && character === '"' && field === '') quoted = true
      else if (!quoted && character === separator) {
        fields.push(field)
        field = ''
      } else field += character
    }
    return [...fields, field]
  }

  it('leaves no formula cell for a comma or a semicolon spreadsheet', () => {
    const line = csvLine(['Director;=HYPERLINK(CHAR(104)&CHAR(116))', 'Head,=1+1', '=cmd', 'next']).trimEnd()
    for (const separator of [',', ';']) {
      for (const field of readLine(line, separator)) expect(field, `${separator} ${field}`).not.toMatch(/^[=+\-@\t\r]/)
    }
    expect(readLine(line, ',')).toEqual(['Director;=HYPERLINK(CHAR(104)&CHAR(116))', 'Head,=1+1', "'=cmd", 'next'])
  })

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n')
  })
})
