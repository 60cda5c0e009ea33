import { describe, expect, it } from 'vitest'
import { DISTRICTS, readDistrict } from '@/lib/register/districts'
import { detectDelimiter, readSheet } from '@/lib/register/read-file'

describe('readDistrict', () => {
  it('knows the 77 districts in English and Nepali, with common spellings', () => {
    expect(DISTRICTS).toHaveLength(77)
    expect(new Set(DISTRICTS.map((district) => district.ne)).size).toBe(77)
    expect(readDistrict('Lalitpur')).toEqual({ dao_district: 'lalitpur', dao_district_name: 'ललितपुर' })
    expect(readDistrict(' ललितपुर जिल्ला ')).toEqual({ dao_district: 'lalitpur', dao_district_name: 'ललितपुर' })
    expect(readDistrict('lalitpur')).toEqual({ dao_district: 'lalitpur', dao_district_name: 'ललितपुर' })
    expect(readDistrict('KAVRE')).toEqual({ dao_district: 'others', dao_district_name: 'काभ्रेपलाञ्चोक' })
    expect(readDistrict('Kathmandu District')).toEqual({ dao_district: 'others', dao_district_name: 'काठमाडौं' })
    expect(readDistrict('others')).toEqual({ dao_district: 'others', dao_district_name: null })
    expect(readDistrict('अन्य')).toEqual({ dao_district: 'others', dao_district_name: null })
    expect(readDistrict('Atlantis')).toBeNull()
  })
})

describe('reading a CSV register', () => {
  it('finds the separator of the header: comma, semicolon or tab', () => {
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',')
    expect(detectDelimiter('"x,y";b;c\n')).toBe(';')
    expect(detectDelimiter('a\tb\tc')).toBe('\t')
  })

  it('reads a semicolon CSV saved by a European spreadsheet, and UTF-16 text, numbering rows as the spreadsheet does', async () => {
    const sheet = await readSheet(new TextEncoder().encode('dao_registration_no;name\r\n\r\n"1/080";"एक; दुई"\r\n'))
    expect(sheet).toEqual({ format: 'csv', header: ['dao_registration_no', 'name'], rows: [{ row: 3, cells: [{ text: '1/080' }, { text: 'एक; दुई' }] }] })
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('dao_registration_no\tname\r\n2/080\tदुई\r\n', 'utf16le'))])
    expect((await readSheet(utf16)).rows[0].cells.map((cell) => cell?.text)).toEqual(['2/080', 'दुई'])
  })
})
