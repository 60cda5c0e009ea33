import { describe, expect, it } from 'vitest'
import { fundingBodyKey, largestFundingBodies } from './funding-bodies'

describe('fundingBodyKey', () => {
  it('is the same for spellings that differ in outer and inner spaces, letter case and the script of digits', () => {
    expect(fundingBodyKey('  UNICEF   Nepal ')).toBe('unicef nepal')
    expect(fundingBodyKey('unicef nepal')).toBe(fundingBodyKey('UNICEF NEPAL'))
    expect(fundingBodyKey('वडा ५ कार्यालय')).toBe(fundingBodyKey('वडा 5 कार्यालय'))
    expect(fundingBodyKey('Ward\t१२\nOffice')).toBe('ward 12 office')
  })

  it('keeps apart what differs in letters or punctuation', () => {
    expect(fundingBodyKey('UNICEF')).not.toBe(fundingBodyKey('UNICEF Nepal'))
    expect(fundingBodyKey('Save the Children')).not.toBe(fundingBodyKey('Save-the-Children'))
    expect(fundingBodyKey('महिला')).not.toBe(fundingBodyKey('महीला'))
  })

  it('reads a Devanagari letter and its decomposed form alike', () => {
    expect(fundingBodyKey('\u0915\u093c')).toBe(fundingBodyKey('\u0958'.normalize('NFC')))
  })
})

describe('largestFundingBodies', () => {
  it('adds the spellings of one body, names it by the spelling most rows use, and lists the largest first', () => {
    const bodies = largestFundingBodies([
      { spelling: 'UNICEF Nepal', amount: 100, rows: 1 },
      { spelling: 'unicef nepal', amount: 50, rows: 2 },
      { spelling: ' UNICEF NEPAL ', amount: 10, rows: 1 },
      { spelling: 'Helvetas', amount: 500, rows: 1 },
    ])
    expect(bodies).toEqual([
      { name: 'Helvetas', amount: 500, rows: 1, spellings: 1 },
      { name: 'unicef nepal', amount: 160, rows: 4, spellings: 3 },
    ])
  })

  it('breaks a tie of rows by the larger amount, then by the text, whatever order the rows come in', () => {
    const spellings = [
      { spelling: 'Red Cross', amount: 10, rows: 2 },
      { spelling: 'RED CROSS', amount: 30, rows: 2 },
      { spelling: 'red cross', amount: 30, rows: 2 },
    ]
    expect(largestFundingBodies(spellings)[0].name).toBe('RED CROSS')
    expect(largestFundingBodies([...spellings].reverse())[0].name).toBe('RED CROSS')
  })

  it('keeps at most the limit, leaves out blank spellings and bodies with nothing reported, and writes the name without extra spaces', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ spelling: `Donor ${index}`, amount: 100 + index, rows: 1 }))
    expect(largestFundingBodies(many).map((body) => body.name)).toEqual(Array.from({ length: 10 }, (_, index) => `Donor ${11 - index}`))
    expect(largestFundingBodies(many, 3)).toHaveLength(3)
    expect(largestFundingBodies([{ spelling: '   ', amount: 5, rows: 1 }, { spelling: 'Nothing Yet', amount: 0, rows: 3 }])).toEqual([])
    expect(largestFundingBodies([{ spelling: '  World   Bank ', amount: 1, rows: 1 }])[0].name).toBe('World Bank')
  })

  it('adds amounts in paise, so 0.1 and 0.2 make 0.3', () => {
    expect(largestFundingBodies([{ spelling: 'a', amount: 0.1, rows: 1 }, { spelling: 'A', amount: 0.2, rows: 1 }])[0].amount).toBe(0.3)
  })
})
