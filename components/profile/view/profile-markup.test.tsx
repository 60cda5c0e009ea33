// The profile page's read-only parts are markup made once per read
// (profile-sections.tsx, profile-sidebar.tsx, change-history.tsx; decision
// 105): what a person typed is escaped and marked, each stacked cell keeps
// its column's name for a phone, numbers are in the page's digits, links
// only where they belong, and an edited label is not hidden behind markup
// made before.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ApiProfile } from '@/lib/profile/profile'
import type { Completeness } from '@/lib/profile/completeness'
import type { AssociateRow, BudgetRow, ChecklistItem, ManpowerRow } from '@/lib/profile/public-page'
import type { ProfileHistory } from '@/lib/audit/history'
import { ChangeHistory } from './change-history'
import { BudgetSection, ChecklistSection, KeyPersonsSection, ManpowerSection, ProfileInfoSection, ProgramsSection } from './profile-sections'
import { ProfileSidebar } from './profile-sidebar'

const completeness = { annual_budget: 1, rules_regulations_plan: 0, associate_partnershipfirm_office_keyperson: 1, ngo_profile: 1 } as Completeness
const words = (overrides: Record<string, string> = {}) => (key: string) => overrides[key] ?? key

const budgets = [
  { id: 1, financial_year: '2080/81', fund_received_from_internal_sources: 150000, internal_source: 'Members <fees>', fund_received_from_external_bodies: 500000, external_body: '', total_amount: 650000 },
] as unknown as BudgetRow[]
const associates = [{ id: 1, org_office_keyperson: 'Ward office & "health post"', objectives_program: 'पोषण\nसरसफाइ' }] as unknown as AssociateRow[]
const manpower = [{ id: 1, subject: 'Nurses', male: 2, female: 12, total: 14 }] as unknown as ManpowerRow[]
const checklist: ChecklistItem[] = [
  { key: 'c1', name: 'आर्थिक नियमावली', name_en: 'Financial rules', status: 1 },
  { key: 'c2', name: '<script>x</script>', name_en: null, status: 0 },
]

describe('the tables of a profile as markup', () => {
  it('escapes typed text and names each stacked cell by its column', () => {
    const budget = renderToStaticMarkup(<BudgetSection rows={budgets} completeness={completeness} t={words()} language="en" />)
    expect(budget).toContain('<th scope="row">2080/81</th><td data-label="Fund received from internal sources">1,50,000</td>')
    expect(budget).toContain('<td class="')
    expect(budget).toContain('data-label="Internal sources"><span translate="no">Members &#60;fees&#62;</span></td>')
    // An empty source shows the empty mark.
    expect(budget).toContain('data-label="External bodies">-</td>')
    expect(budget).toContain('<td data-label="Total amount">6,50,000</td>')
    expect(budget).toContain('role="group" aria-label="Annual budget"')
    expect(budget).toContain('<caption class="visually-hidden">Annual budget</caption><thead><tr><th scope="col">Financial year</th>')

    const persons = renderToStaticMarkup(<KeyPersonsSection rows={associates} completeness={completeness} t={words()} language="en" />)
    expect(persons).toContain('data-label="Organization, office or key person"><span translate="no">Ward office &#38; &#34;health post&#34;</span></td>')
    // Nepali typed on an English page is marked as Nepali, its line break kept for the page's pre-line.
    expect(persons).toContain('<span translate="no" lang="ne">पोषण\nसरसफाइ</span>')

    const list = renderToStaticMarkup(<ChecklistSection items={checklist} completeness={completeness} t={words()} language="en" />)
    expect(list).toContain('<span><span translate="no">Financial rules</span></span><span class="visually-hidden">: Yes</span>')
    expect(list).toContain('&#60;script&#62;x&#60;/script&#62;</span></span><span class="visually-hidden">: No</span>')
    expect(list).not.toContain('<script>')
  })

  it("writes the page's digits and the labels as they are now", () => {
    const nepali = renderToStaticMarkup(<ManpowerSection rows={manpower} t={words({ Nurses: 'x' })} language="ne" />)
    expect(nepali).toContain('<th scope="row"><span translate="no" lang="en">Nurses</span></th><td>२</td><td>१२</td><td>१४</td>')
    const profile = { completeness, type: null, registration_fiscal_year: null, subjective_works: [], target_group_categories: [] } as unknown as ApiProfile
    for (const group of ['ordinary_member', 'working_committee', 'employee', 'volunteer']) {
      Object.assign(profile, { [`${group}_male`]: 1, [`${group}_female`]: 2, [`${group}_lgbtqi`]: 0, [`${group}_total`]: 3 })
    }
    const info = renderToStaticMarkup(<ProfileInfoSection profile={profile} t={words()} language="en" />)
    expect(info).toContain('<caption>Members, committee, employees and volunteers</caption>')
    expect(info).toContain('<th scope="row">Volunteers</th><td>1</td><td>2</td><td>0</td><td>3</td>')
    // The same read, a label edited since: the markup follows the label.
    const edited = renderToStaticMarkup(<ProfileInfoSection profile={profile} t={words({ Volunteers: 'Volunteers (unpaid)' })} language="en" />)
    expect(edited).toContain('<th scope="row">Volunteers (unpaid)</th>')
    expect(renderToStaticMarkup(<ProfileInfoSection profile={profile} t={words()} language="en" />)).toContain('<th scope="row">Volunteers</th>')
  })

  it('makes the change history as markup: who, when, and the words for what is not recorded', () => {
    const history: ProfileHistory = {
      sections: [
        { section: 'profile', label: 'General details', changed_at: '2024-01-15T18:20:00Z', changed_by: { name: 'Ram <Thapa>', role: 'user' } },
        { section: 'budget', label: 'Annual budget', changed_at: null, changed_by: null },
        { section: 'manpower', label: 'Subjective manpower detail', changed_at: '2024-01-10T06:00:00Z', changed_by: null },
      ],
      statuses: [{ kind: 'verified', changed_at: '2024-01-15T05:00:00Z', changed_by: { name: 'सीता शर्मा', role: 'super_admin' } }],
    }
    const english = renderToStaticMarkup(<ChangeHistory history={history} filled={new Set(['budget'] as const)} t={words()} language="en" />)
    // Kathmandu's calendar day: 18:20 UTC on the 15th is 00:05 on the 16th there.
    expect(english).toContain('<tr data-section="profile"><th scope="row">General details</th><td><time dateTime="2024-01-16" class="date-text">')
    expect(english).toContain('<span><span>Ram &#60;Thapa&#62;</span><span class="muted">, NGO member</span></span>')
    expect(english).toContain('<td><span class="muted">Filled; the date is not recorded</span></td><td></td>')
    expect(english).toContain('<span class="muted">Not recorded</span>')
    expect(english).toContain('<li data-status="verified"><span class="')
    expect(english).toContain('<span lang="ne">सीता शर्मा</span><span class="muted">, Super administrator</span>')
    expect(english).toContain('<th scope="col">Changed by</th>')

    // The public's history names nobody: no column for it; no status change yet says so.
    const publicHistory: ProfileHistory = { sections: history.sections.map(({ section, label, changed_at }) => ({ section, label, changed_at })), statuses: [] }
    const nepali = renderToStaticMarkup(<ChangeHistory history={publicHistory} filled={new Set()} t={words({ 'Not yet filled': 'अहिलेसम्म भरिएको छैन' })} language="ne" />)
    expect(nepali).not.toContain('Changed by')
    expect(nepali).toContain('<td><span class="muted">अहिलेसम्म भरिएको छैन</span></td></tr>')
    expect(nepali).toContain('<p class="muted">No status changes yet</p>')
    expect(nepali).toContain('वि.सं.</time>')
  })

  it('makes the sidebar and the programs as markup: names, links and dates as the page showed them', () => {
    const profile = {
      completeness: { thematic_scope: 1, target_group: 0 },
      name: 'युवा <क्लब>',
      name_en: 'Youth "Club"',
      name_acronym: 'YC',
      logo_url: null,
      type: 'सामाजिक',
      type_en: 'Social',
      location: 'Lalitpur',
      office_ward: null,
      working_wards: [],
      whole_municipality: true,
      house_no: '418',
      phone: '01-5160880',
      email: 'info@example.org',
      website: 'javascript:alert(1)',
      last_annual_meet_or_adheebesan_date: '2026-04-14',
      latest_audit_report_date: null,
      dao_registration_no: '1500/073/74',
      head_person_name: 'Sita',
      head_person_phone: null,
      subjective_works: [{ id: 3, name: 'शिक्षा', name_en: 'Education & <skills>' }],
      target_group_categories: [],
      thematic_scope: 'Literacy\nclasses',
      target_group: '  ',
      program_area: null,
    } as unknown as ApiProfile
    const english = renderToStaticMarkup(<ProfileSidebar profile={profile} t={words()} language="en" />)
    // An English page leads with the English name; the Nepali one follows, marked as Nepali.
    expect(english).toContain('<h1 class="')
    expect(english).toContain('><span translate="no">Youth &#34;Club&#34;</span></h1><p class="')
    expect(english).toContain('<span translate="no" lang="ne">युवा &#60;क्लब&#62;</span></p>')
    expect(english).toContain('aria-hidden="true"><span translate="no">YC</span></div>')
    expect(english).toContain('<dt>Phone</dt><dd class="')
    expect(english).toContain('<a href="tel:015160880" translate="no">01-5160880</a>')
    expect(english).toContain('<a href="mailto:info@example.org" translate="no">info@example.org</a>')
    // Only a web address is a link; anything else typed there is text.
    expect(english).not.toContain('href="javascript')
    expect(english).toContain('<span translate="no">javascript:alert(1)</span>')
    expect(english).toContain('<dt>Working wards</dt><dd class="')
    expect(english).toContain('>The whole municipality</dd>')
    expect(english).toContain('>Ward not given</dd>')
    expect(english).toContain('<time dateTime="2026-04-14" class="date-text">2083-01-01 BS</time>')
    expect(english).toContain('<dt>Latest audit report date</dt><dd class="')
    expect(english).toContain('<section class="')
    expect(english).toContain('aria-labelledby="head-person"><h2 id="head-person">Head person</h2>')

    const nepali = renderToStaticMarkup(<ProfileSidebar profile={profile} t={words({ Phone: 'फोन' })} language="ne" />)
    expect(nepali).toContain('><span translate="no">युवा &#60;क्लब&#62;</span></h1>')
    expect(nepali).toContain('<dt>फोन</dt>')
    expect(nepali).toContain('<a href="tel:015160880" translate="no">०१-५१६०८८०</a>')

    const programs = renderToStaticMarkup(<ProgramsSection profile={profile} t={words()} language="en" />)
    expect(programs).toContain('<ul class="')
    expect(programs).toContain('aria-label="Thematic scope"><li><span translate="no">Education &#38; &#60;skills&#62;</span></li></ul><span class="')
    expect(programs).toContain('><span translate="no">Literacy\nclasses</span></span></dd>')
    // No option and no words: the empty mark, and no empty note.
    expect(programs).toContain('<dt>Target group</dt><dd class="')
    expect(programs).toMatch(/<dt>Target group<\/dt><dd class="[^"]+">-<\/dd>/)
    expect(programs).toMatch(/<dt>Program area<\/dt><dd class="[^"]+">-<\/dd>/)
  })
})
