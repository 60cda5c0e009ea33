// The editor's read-only profile fields and documents are markup made on the
// server (profile-view.ts, documents-view.ts; decision 107): each field a
// label over its value, typed text marked and escaped, a website linked only
// when it is a web address, the page's digits and Bikram Sambat dates, the
// counts with their totals; the documents' rows with their validity and a
// View button naming the file for the section's one listener.
import { describe, expect, it } from 'vitest'
import type { DocumentConfig, DocumentRow } from '@/lib/client/profile'
import type { ApiProfile } from '@/lib/profile/profile'
import { documentsViewHtml } from './documents-view'
import { profileViewHtml } from './profile-view'

const words = (overrides: Record<string, string> = {}) => (key: string) => overrides[key] ?? key
/** The markup with the style module's class names as written (`_badge_1a2b3c` → `badge`). */
const plain = (html: string) => html.replace(/_([A-Za-z]+)_[0-9a-f]{6}/g, '$1')

const profile = {
  name: 'ललितपुर <सेवा> समाज',
  name_en: 'Lalitpur "Service" & Society',
  name_acronym: null,
  type: 'सामुदायिक संस्था',
  type_en: 'Community-based organisation',
  location: 'Patan',
  office_ward: { id: 3, number: 3, name: 'वडा नं. ३', name_en: 'Ward No. 3' },
  whole_municipality: false,
  working_wards: [
    { id: 4, number: 4, name: 'वडा नं. ४', name_en: 'Ward No. 4' },
    { id: 9, number: 9, name: 'वडा नं. ९', name_en: 'Ward No. 9' },
  ],
  house_no: '123',
  phone: '01-5550000',
  email: 'info@example.org',
  website: 'javascript:alert(1)',
  dao_registration_no: '45/076',
  dao_registration_date: '2019-11-07',
  dao_district: 'others',
  dao_district_name: 'Kaski',
  ordinary_member_male: 1200,
  ordinary_member_female: 3,
  ordinary_member_lgbtqi: 0,
  working_committee_male: 5,
  working_committee_female: 6,
  working_committee_lgbtqi: 2,
} as unknown as ApiProfile

/** The value shown under a label. */
const valueOf = (html: string, label: string) => html.match(new RegExp(`>${label}</span><span class="[^"]*">(.*?)</span></div>`))?.[1]

describe('profileViewHtml', () => {
  it('shows each field under its label, typed text escaped and marked', () => {
    const html = plain(profileViewHtml(profile, words(), 'en'))
    expect(valueOf(html, 'Name in Nepali')).toBe('<span translate="no" lang="ne">ललितपुर &#60;सेवा&#62; समाज</span>')
    expect(valueOf(html, 'Name in English')).toBe('<span translate="no">Lalitpur &#34;Service&#34; &#38; Society</span>')
    expect(valueOf(html, 'Acronym')).toBe('—')
    expect(valueOf(html, 'Organization type')).toBe('Community-based organisation')
    expect(valueOf(html, 'Office ward')).toBe('Ward No. 3')
    expect(valueOf(html, 'Working wards')).toBe('Ward No. 4, Ward No. 9')
    expect(valueOf(html, 'Email')).toBe('<a href="mailto:info@example.org" translate="no">info@example.org</a>')
    // Only a web address is a link: anything else a person typed is shown as text.
    expect(html).not.toContain('href="javascript')
    expect(valueOf(html, 'Website')).toBe('<span translate="no">javascript:alert(1)</span>')
    expect(valueOf(html, 'DAO Registration Date')).toBe('<time dateTime="2019-11-07" class="date-text">2076-07-21 BS</time>')
    expect(valueOf(html, 'District')).toBe('Others')
    expect(valueOf(html, 'District Name')).toBe('<span translate="no">Kaski</span>')
    // The groups are named by their headings, as the form's are.
    expect(html).toContain('<div class="fieldGroup" role="group" aria-labelledby="profile-group-1"><h3 id="profile-group-1" class="groupTitle">District Administration Office registration</h3>')
  })

  it('writes numbers and dates in the page’s script, and totals the counts', () => {
    const html = plain(profileViewHtml({ ...profile, website: 'https://example.org/a?b=1&c=2' } as ApiProfile, words(), 'ne'))
    expect(valueOf(html, 'House number')).toBe('<span translate="no">१२३</span>')
    expect(valueOf(html, 'Phone')).toBe('<span translate="no">०१-५५५००००</span>')
    expect(valueOf(html, 'Working wards')).toBe('वडा नं. ४, वडा नं. ९')
    expect(valueOf(html, 'Website')).toBe('<a href="https://example.org/a?b=1&#38;c=2" rel="noopener noreferrer nofollow" target="_blank" translate="no">https://example.org/a?b=1&#38;c=2</a>')
    expect(valueOf(html, 'DAO Registration Date')).toBe('<time dateTime="2019-11-07" class="date-text">२०७६-०७-२१ वि.सं.</time>')
    expect(html).toContain('<tr><th scope="row">Ordinary members</th><td class="numberCell">१,२००</td><td class="numberCell">३</td><td class="numberCell">०</td><td class="numberCell">१,२०३</td></tr>')
    expect(html).toContain('<tr><th scope="row">Volunteers</th><td class="numberCell">०</td><td class="numberCell">०</td><td class="numberCell">०</td><td class="numberCell">०</td></tr>')
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="group" aria-label="Members, committee, employees and volunteers">')
  })

  it('says the whole municipality, or that no ward is given, and an edited label', () => {
    const whole = plain(profileViewHtml({ ...profile, whole_municipality: true, office_ward: null } as ApiProfile, words({ 'Office ward': 'Ward of the office' }), 'en'))
    expect(valueOf(whole, 'Working wards')).toBe('The whole municipality')
    expect(valueOf(whole, 'Ward of the office')).toBe('—')
    const none = plain(profileViewHtml({ ...profile, working_wards: [], dao_district: 'lalitpur', dao_district_name: null } as ApiProfile, words(), 'en'))
    expect(valueOf(none, 'Working wards')).toBe('Ward not given')
    expect(valueOf(none, 'District')).toBe('Lalitpur')
    expect(none).not.toContain('District Name')
  })
})

describe('documentsViewHtml', () => {
  const configs: DocumentConfig[] = [
    { id: 1, document_name: 'दर्ता प्रमाणपत्र', document_name_en: 'Registration <certificate>', renewal_time_period_in_year: 0, mandatory: true },
    { id: 2, document_name: 'नवीकरण', document_name_en: 'Renewal', renewal_time_period_in_year: 1, mandatory: false },
    { id: 3, document_name: 'कर', document_name_en: 'Tax', renewal_time_period_in_year: 1, mandatory: false },
  ]
  const documents = [
    { id: 7, document_config_id: 1, file: 'a', file_url: '/api/files/a"b', valid_till: null, last_renewal_date: '2024-07-16', annual_budget_financial_year: '2081/82', is_valid: true },
    { id: 8, document_config_id: 2, file: 'b', file_url: '/api/files/b', valid_till: '2025-07-16', last_renewal_date: '2024-07-16', annual_budget_financial_year: '2081/82', is_valid: false },
  ] as unknown as DocumentRow[]

  it('shows each document type with its year, dates, validity and a View button', () => {
    const html = plain(documentsViewHtml(configs, documents, words(), 'en'))
    expect(html.match(/<tr>/g)).toHaveLength(4)
    expect(html).toContain('<th scope="row">Registration &#60;certificate&#62;<span class="badge">Mandatory</span><span class="muted hint">No renewal needed</span></th>')
    expect(html).toContain('<td data-label="Valid till">No expiry</td><td data-label="Validity"><span class="valid">Valid</span></td>')
    expect(html).toContain(
      '<button type="button" class="button button-secondary" aria-label="View: Registration &#60;certificate&#62;" data-view="/api/files/a&#34;b" data-view-title="Registration &#60;certificate&#62;">View</button>',
    )
    expect(html).toContain('<span class="expired">Expired</span>')
    // A type with no document says so, and has nothing to view.
    expect(html).toMatch(/<th scope="row">Tax<span class="muted hint">Renewed every 1 year\(s\)<\/span><\/th><td data-label="Financial Year"><\/td><td data-label="Last renewal date"><\/td><td data-label="Valid till"><\/td><td data-label="Validity"><span class="muted">Not uploaded<\/span><\/td><td data-label="File"><\/td><\/tr>/)
  })

  it('writes the year and dates in the page’s script', () => {
    const html = plain(documentsViewHtml(configs, documents, words(), 'ne'))
    expect(html).toContain('<td data-label="Financial Year">२०८१/८२</td>')
    expect(html).toContain('<th scope="row">दर्ता प्रमाणपत्र<span class="badge">Mandatory</span>')
    expect(html).toContain('class="date-text">२०८१-०४-०१ वि.सं.</time>')
  })
})
