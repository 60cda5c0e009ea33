// The editor's read-only structure blocks are markup made on the server
// (structure-view.ts, decision 107): only the names with numbers, a typed
// name escaped, each count cell naming its row's two headings and its
// column's, an ethnicity of more than two names with its total row, the
// group's totals at the foot, the Nepali page's digits and abbreviation.
import { describe, expect, it } from 'vitest'
import type { StructureConfig, StructureRow } from '@/lib/client/profile'
import { CURRENT_STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'
import { structureViewHtml } from './structure-view'

const configs: StructureConfig[] = [
  { id: 1, name: 'दलित', name_en: 'Dalit', ethnicity: 'tribe' },
  { id: 2, name: 'जनजाति', name_en: 'Janajati', ethnicity: 'tribe' },
  { id: 3, name: 'मधेसी', name_en: 'Madhesi', ethnicity: 'tribe' },
  { id: 4, name: 'दृष्टिविहीन', name_en: 'Blind', ethnicity: 'people_with_disability' },
  { id: 5, name: 'बहिरा', name_en: 'Deaf', ethnicity: 'people_with_disability' },
]

function row(id: number, configId: number | null, name: string, ethnicity: string, counts: Partial<Record<(typeof CURRENT_STRUCTURE_COUNT_FIELDS)[number], number>>): StructureRow {
  const all = Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, counts[field] ?? 0]))
  return { id, organizational_structure_config_id: configId, name, ethnicity, position: id, name_en: null, ...all } as unknown as StructureRow
}

const rows = [
  row(11, 1, 'दलित', 'tribe', { co_ordinary_member_male: 1200, co_ordinary_member_female: 3, co_employee_lgbtqi: 1 }),
  row(12, 2, 'जनजाति', 'tribe', { co_ordinary_member_male: 10 }),
  row(13, 3, 'मधेसी', 'tribe', { co_volunteer_female: 2 }),
  // A name with no numbers is not listed; nor is a config with no row.
  row(14, 4, 'दृष्टिविहीन', 'people_with_disability', {}),
  // A row without a config shows its typed name, escaped.
  row(15, null, 'Other <b>&</b> "x"', 'people_with_disability', { co_working_committee_female: 4 }),
]

const words = (overrides: Record<string, string>) => (key: string) => (overrides[key] ?? key) as never

describe('structureViewHtml', () => {
  it('lists only the names with numbers, in four blocks of five columns', () => {
    const html = structureViewHtml(configs, rows, words({}), 'en')
    expect(html.match(/role="group"/g)).toHaveLength(4)
    expect(html).toContain('<h3 id="os0" class=')
    expect(html).toContain('>Ordinary members</h3>')
    expect(html).toContain('<th scope="row" id="os0-config-1">Dalit</th>')
    expect(html).not.toContain('config-4')
    expect(html).not.toContain('config-5')
    // Each count cell names the ethnicity's heading, the name's and the column's.
    expect(html).toMatch(/<td headers="os0-tribe os0-config-1 os0-c-male" class="[^"]+">1,200<\/td>/)
    expect(html).toMatch(/<td headers="os0-tribe os0-config-1 os0-c-total" class="[^"]+ [^"]+">1,203<\/td>/)
  })

  it('escapes a typed name', () => {
    const html = structureViewHtml(configs, rows, words({}), 'en')
    expect(html).toContain('<th scope="row" id="os0-row-15">Other &#60;b&#62;&#38;&#60;/b&#62; &#34;x&#34;</th>')
    expect(html).not.toContain('<b>')
  })

  it('totals an ethnicity of more than two names, and each group at its foot', () => {
    const html = structureViewHtml(configs, rows, words({}), 'en')
    expect(html).toMatch(/<th scope="row" id="os0-tribe-total">Total \(Tribe\)<\/th><td headers="os0-tribe os0-tribe-total os0-c-male" class="[^"]+">1,210<\/td>/)
    // Two names with people with disability: no total row of their own.
    expect(html).not.toContain('os0-people_with_disability-total')
    expect(html).toMatch(/<th scope="row" id="os1-total" aria-label="Total: Working committee">Total<\/th><td headers="os1-total os1-c-male" class="[^"]+">0<\/td><td headers="os1-total os1-c-female" class="[^"]+">4<\/td>/)
    expect(html).toMatch(/<td headers="os3-total os3-c-total" class="[^"]+">1<\/td><\/tr><\/tfoot>/)
  })

  it('speaks Nepali on a Nepali page: digits, words and the LGBTQI abbreviation', () => {
    const t = words({ Total: 'जम्मा', Tribe: 'जाति', LGBTQI: 'यौनिक तथा लैङ्गिक अल्पसंख्यक', 'LGBTQI (abbreviation)': 'यौ.अ.' })
    const html = structureViewHtml(configs, rows, t, 'ne')
    expect(html).toContain('>१,२००</td>')
    expect(html).toContain('<th scope="row" id="os0-tribe-total">जम्मा (जाति)</th>')
    expect(html).toContain('<abbr aria-hidden="true" title="यौनिक तथा लैङ्गिक अल्पसंख्यक">यौ.अ.</abbr><span class="visually-hidden">यौनिक तथा लैङ्गिक अल्पसंख्यक</span>')
    expect(html).toContain('<th scope="row" id="os0-config-1">दलित</th>')
  })

  it('is empty when no name has a number', () => {
    expect(structureViewHtml(configs, [row(14, 4, 'दृष्टिविहीन', 'people_with_disability', {})], words({}), 'en')).toBe('')
    expect(structureViewHtml(configs, [], words({}), 'en')).toBe('')
  })
})
