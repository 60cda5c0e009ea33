// The read-only structure table is made as markup once per read
// (profile-sections.tsx, decision 105): a typed name is escaped, each count
// cell names its three headings, a group of more than two rows gets its
// total, and an edited label is not hidden behind the markup made before.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Completeness } from '@/lib/profile/completeness'
import type { StructureRow } from '@/lib/profile/public-page'
import { StructureSection } from './profile-sections'

const GROUPS = ['co_ordinary_member', 'co_working_committee', 'co_volunteer', 'co_employee']
const GENDERS = ['male', 'female', 'lgbtqi', 'total']

function row(id: number, name: string, name_en: string | null, ethnicity: string, first: number): StructureRow {
  const counts = Object.fromEntries(GROUPS.flatMap((group) => GENDERS.map((gender) => [`${group}_${gender}`, 0])))
  return { id, name, name_en, ethnicity, ...counts, co_ordinary_member_male: first, co_ordinary_member_total: first } as unknown as StructureRow
}

const rows = [
  row(1, 'दलित', 'Dalit <b>&</b> "x"', 'tribe', 11),
  row(2, 'जनजाति', 'Janajati', 'tribe', 1),
  row(3, 'मुस्लिम', null, 'tribe', 1200),
  row(4, 'दृष्टिविहीन', 'Blind', 'people_with_disability', 2),
]
const completeness = { current_organizational_structure: 1 } as Completeness
const words = (overrides: Record<string, string>) => (key: string) => overrides[key] ?? key
const render = (language: 'en' | 'ne', t = words({})) => renderToStaticMarkup(<StructureSection rows={rows} completeness={completeness} t={t} language={language} />)

describe('StructureSection', () => {
  it('escapes typed names and names every count cell by its headings', () => {
    const html = render('en')
    expect(html).toContain('<th scope="row" id="os-r1" headers="os-n os-tribe"><span translate="no">Dalit &#60;b&#62;&#38;&#60;/b&#62; &#34;x&#34;</span></th>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('<td headers="os-r1 os-0 os-0m">11</td>')
    expect(html).toContain('<th scope="col" rowspan="2" id="os-n">Name</th>')
    expect(html).toContain('<th scope="colgroup" colspan="4" id="os-1">Working committee</th>')
    // Three rows of a group: its total row, summed per column.
    expect(html).toContain('<th scope="row" id="os-tribe-t" headers="os-tribe">Total: Tribe</th><td headers="os-tribe-t os-0 os-0m">1,212</td>')
    expect(html).not.toContain('os-people_with_disability-t')
    // The table keeps its frame and name for a screen reader.
    expect(html).toContain('role="group" aria-label="Current organizational structure"')
    expect(html).toContain('<caption class="visually-hidden">Current organizational structure</caption>')
  })

  it("writes the page's digits and names, and the labels as they are now", () => {
    const nepali = render('ne')
    expect(nepali).toContain('<td headers="os-r1 os-0 os-0m">११</td>')
    expect(nepali).toContain('<span translate="no">मुस्लिम</span>')
    // The same rows, a label edited since: the markup follows the label.
    expect(render('en', words({ Volunteers: 'Volunteers (unpaid)' }))).toContain('id="os-2">Volunteers (unpaid)</th>')
    expect(render('en')).toContain('id="os-2">Volunteers</th>')
  })
})
