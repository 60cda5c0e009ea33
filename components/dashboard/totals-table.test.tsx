// The dashboard's tables of numbers are made as markup once per read
// (totals-table.tsx): what was typed is escaped and marked with its script's
// language, numbers are in the page's digits, and an edited label is not
// hidden behind the markup made before.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Funds } from '@/lib/dashboard/funds'
import { FundsBlock } from './funds'
import { RegistrationGraphBlock } from './registration-graph'
import { TotalsTable } from './totals-table'

const english = (words: Record<string, string>) => (key: string) => words[key] ?? key
const render = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>)

describe('TotalsTable', () => {
  const rows = [
    { name: 'शिक्षा', name_en: 'Education <b>&</b>', total: 1234 },
    { name: 'Domestic workers', name_en: null, total: 5 },
  ]

  it('escapes the names, marks typed text and right-aligns the totals', () => {
    const html = render(TotalsTable({ rows, nameHeading: 'Scope', totalHeading: 'NGOs', caption: 'By "scope"', t: english({}), language: 'en', table: 'thematic-scope' }))
    // In a frame a keyboard reaches (it scrolls sideways on a phone), named as the table is.
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="group" aria-label="By &quot;scope&quot;"><table><caption class="visually-hidden">By &#34;scope&#34;</caption>')
    expect(html).toMatch(/<th scope="col">Scope<\/th><th scope="col" class="[^"]+">NGOs<\/th>/)
    expect(html).toMatch(/<tr><th scope="row"><span translate="no">Education &#60;b&#62;&#38;&#60;\/b&#62;<\/span><\/th><td class="[^"]+">1,234<\/td><\/tr>/)
    expect(html).not.toContain('<b>')
    expect(html).toContain('/api/ngo/dashboard/export.csv?table=thematic-scope&amp;lang=en')
  })

  it("uses the page's digits and names, and the labels as they are now", () => {
    const nepali = render(TotalsTable({ rows, nameHeading: 'विषय', totalHeading: 'संख्या', caption: 'विषयअनुसार', t: english({}), language: 'ne' }))
    expect(nepali).toContain('<span translate="no">शिक्षा</span>')
    expect(nepali).toContain('>१,२३४</td>')
    // A name typed in another script than the page's says so.
    expect(nepali).toContain('<span translate="no" lang="en">Domestic workers</span>')
    const edited = render(TotalsTable({ rows, nameHeading: 'कार्य क्षेत्र', totalHeading: 'संख्या', caption: 'विषयअनुसार', t: english({}), language: 'ne' }))
    expect(edited).toContain('>कार्य क्षेत्र</th>')
  })

  it('says there is no data instead of an empty table', () => {
    expect(render(TotalsTable({ rows: [], nameHeading: 'Scope', totalHeading: 'NGOs', caption: 'c', t: english({}), language: 'en' }))).toBe('<p class="muted">No data yet</p>')
  })
})

describe('the charts’ tables', () => {
  it('carry the numbers of the registration graph, cumulated, in the page’s digits', () => {
    const years = [
      { registration_fiscal_year: '2079/80', total: 3 },
      { registration_fiscal_year: '2080/81', total: 4 },
    ]
    const html = render(RegistrationGraphBlock({ years, t: english({}), language: 'ne' }))
    expect(html).toContain('<details')
    expect(html).toMatch(/<tr><th scope="row">२०८०\/८१<\/th><td class="[^"]+">४<\/td><td class="[^"]+">७<\/td><\/tr>/)
    expect(html).toContain('<caption class="visually-hidden">Cumulative number of NGOs by registration fiscal year</caption>')
    // The same read with a label edited since: the table says it as it is now.
    const edited = render(RegistrationGraphBlock({ years, t: english({ 'Registration fiscal year': 'दर्ता भएको आर्थिक वर्ष' }), language: 'ne' }))
    expect(edited).toContain('<th scope="col">दर्ता भएको आर्थिक वर्ष</th>')
    expect(edited).not.toContain('>Registration fiscal year</th>')
  })

  it('carry the funds per year and the external bodies, a body’s name marked with its script', () => {
    const funds = {
      years: [{ financial_year_id: 1, financial_year: '2081/82', internal: 1000, external: 250.5 }],
      bodies: [{ name: 'Save the Children', amount: 250.5 }, { name: 'नेपाल <रेडक्रस>', amount: 10 }],
    } as unknown as Funds
    const html = render(FundsBlock({ funds, t: english({}), language: 'ne' }))
    expect(html).toMatch(/<tr><th scope="row">२०८१\/८२<\/th><td class="[^"]+">१,०००<\/td><td class="[^"]+">२५०.५<\/td><td class="[^"]+">१,२५०.५<\/td><\/tr>/)
    expect(html).toContain('<th scope="row" lang="en">Save the Children</th>')
    expect(html).toContain('<th scope="row">नेपाल &#60;रेडक्रस&#62;</th>')
    // Every frame is reachable by the keyboard and named by its table's caption.
    expect(html.match(/<div class="table-scroll"[^>]*>/g)).toEqual([
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Funds reported per fiscal year">',
      '<div class="table-scroll" tabindex="0" role="group" aria-label="External bodies with the largest amounts">',
    ])
  })
})
