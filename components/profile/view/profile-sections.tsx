// The read-only sections of the profile page, in the order of spec section 2.
// Server components: plain HTML, free text as text with its line breaks kept.
// The tables and the checklist are markup made once per read (decision 105):
// as React elements each of their cells was rendered, sent again in the
// page's flight data and read back for the HTML on every signed-in view. The
// documents' and audit reports' View buttons are plain buttons in that
// markup; one listener per section opens the viewer (document-viewer.tsx).
import type { Language, Translate } from '@/lib/i18n/shared'
import type { Completeness } from '@/lib/profile/completeness'
import type { ApiProfile } from '@/lib/profile/profile'
import type { AssociateRow, AuditReportRow, BudgetRow, ChecklistItem, DocumentLine, ManpowerRow, StructureRow } from '@/lib/profile/public-page'
import { budgetChartHtml } from './budget-chart'
import { DocumentViewers } from './document-viewer'
import { viewButtonHtml } from './view-button'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { EMPTY, orEmpty } from './format'
import { Markup, TableScrollMarkup } from '@/components/markup'
import { fieldHtml, NoData, ProfileSection } from './section'
import styles from './profile-view.module.css'
import { bsDateHtml, escapeHtml, markupOnce, typedHtml } from '@/components/typed-html'
import { localName } from '@/lib/i18n/local-name'

type Common = { t: Translate; language: Language }

const done = (flag: 0 | 1) => flag === 1

/** A number or amount in a table made as markup: the page's digits, or the empty mark. */
const countHtml = (value: number | null | undefined, language: Language) => escapeHtml(orEmpty(formatNumber(value, language)))

/** A table's head row of column headings, made as markup. */
const headHtml = (labels: readonly string[]) => `<thead><tr>${labels.map((label) => `<th scope="col">${escapeHtml(label)}</th>`).join('')}</tr></thead>`

/** A table made as markup, its caption for screen readers only. */
const tableHtml = (className: string, title: string, head: string, body: string) =>
  `<table${className ? ` class="${className}"` : ''}><caption class="visually-hidden">${escapeHtml(title)}</caption>${head}<tbody>${body}</tbody></table>`

// ---------------------------------------------------------------- profile info

const PEOPLE_GROUPS = [
  { key: 'ordinary_member', label: 'Ordinary members' },
  { key: 'working_committee', label: 'Working committee' },
  { key: 'employee', label: 'Employees' },
  { key: 'volunteer', label: 'Volunteers' },
] as const

const PEOPLE_COUNTS = ['male', 'female', 'lgbtqi', 'total'] as const

function peopleTableHtml(profile: ApiProfile, title: string, t: Translate, language: Language): string {
  const head = headHtml(['Group', 'Male', 'Female', 'LGBTQI', 'Total'].map((label) => t(label)))
  const body = PEOPLE_GROUPS.map(
    (group) =>
      `<tr><th scope="row">${escapeHtml(t(group.label))}</th>${PEOPLE_COUNTS.map((count) => `<td>${countHtml(profile[`${group.key}_${count}`], language)}</td>`).join('')}</tr>`,
  ).join('')
  return `<table class="${styles.numbers}"><caption>${escapeHtml(title)}</caption>${head}<tbody>${body}</tbody></table>`
}

export function ProfileInfoSection({ profile, t, language }: Common & { profile: ApiProfile }) {
  const peopleTitle = t('Members, committee, employees and volunteers')
  const details = () =>
    fieldHtml(t('Organization type'), typedHtml(language, profile.type && localName(language, profile.type, profile.type_en), EMPTY)) +
    fieldHtml(t('Registration fiscal year'), escapeHtml(orEmpty(pageDigits(profile.registration_fiscal_year, language))))
  return (
    <ProfileSection id="profile-info" title={t('Profile information')} complete={done(profile.completeness.ngo_profile)} t={t}>
      <Markup as="dl" className={styles.details} html={markupOnce(profile, t, [language, 'details'], details)} />
      <TableScrollMarkup label={peopleTitle} html={markupOnce(profile, t, [language, 'people'], () => peopleTableHtml(profile, peopleTitle, t, language))} />
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- vision, mission, goal, objectives

export function StatementsSection({ profile, t, language }: Common & { profile: ApiProfile }) {
  const fields = () =>
    (['Vision', 'Mission', 'Goal', 'Objectives'] as const).map((label) => fieldHtml(t(label), typedHtml(language, profile[label.toLowerCase() as Lowercase<typeof label>], EMPTY), true)).join('')
  return (
    <ProfileSection id="profile-statements" title={t('Vision, mission, goal and objectives')} complete={done(profile.completeness.ngo_profile)} t={t}>
      <Markup as="dl" className={styles.statements} html={markupOnce(profile, t, [language, 'statements'], fields)} />
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- programs

/** Chosen options, a tag each, or the empty mark. */
function optionsHtml(items: { id: number; name: string; name_en?: string | null }[], label: string, language: Language): string {
  if (items.length === 0) return EMPTY
  return `<ul class="${styles.tags}" aria-label="${escapeHtml(label)}">${items.map((item) => `<li>${typedHtml(language, localName(language, item.name, item.name_en))}</li>`).join('')}</ul>`
}

function programsHtml(profile: ApiProfile, t: Translate, language: Language): string {
  const text = (value: string | null) => typedHtml(language, value, EMPTY)
  // The options chosen, then what the NGO wrote of them.
  const chosen = (items: { id: number; name: string; name_en?: string | null }[], label: string, note: string | null) =>
    optionsHtml(items, t(label), language) + (note?.trim() ? `<span class="${styles.note}">${typedHtml(language, note)}</span>` : '')
  return [
    fieldHtml(t('Program area'), text(profile.program_area), true),
    fieldHtml(t('Thematic scope'), chosen(profile.subjective_works, 'Thematic scope', profile.thematic_scope), true),
    fieldHtml(t('Target group'), chosen(profile.target_group_categories, 'Target group', profile.target_group), true),
    fieldHtml(t('Major programs'), text(profile.major_programs), true),
    fieldHtml(t('Major achievements'), text(profile.major_achievements), true),
    fieldHtml(t('Major challenges'), text(profile.major_challenges), true),
  ].join('')
}

export function ProgramsSection({ profile, t, language }: Common & { profile: ApiProfile }) {
  const complete = done(profile.completeness.thematic_scope) && done(profile.completeness.target_group)
  return (
    <ProfileSection id="profile-programs" title={t('Programs')} complete={complete} t={t}>
      <Markup as="dl" className={styles.statements} html={markupOnce(profile, t, [language, 'programs'], () => programsHtml(profile, t, language))} />
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- key persons

function keyPersonsTableHtml(rows: AssociateRow[], title: string, t: Translate, language: Language): string {
  const person = t('Organization, office or key person')
  const objectives = t('Objectives or program')
  const body = rows
    .map(
      (row) =>
        `<tr><td class="${styles.text}" data-label="${escapeHtml(person)}">${typedHtml(language, row.org_office_keyperson, EMPTY)}</td>` +
        `<td class="${styles.text}" data-label="${escapeHtml(objectives)}">${typedHtml(language, row.objectives_program, EMPTY)}</td></tr>`,
    )
    .join('')
  return tableHtml('stack-table', title, headHtml([person, objectives]), body)
}

export function KeyPersonsSection({ rows, completeness, t, language }: Common & { rows: AssociateRow[]; completeness: Completeness }) {
  const title = t('Associate, partnership firm and office key persons')
  return (
    <ProfileSection id="profile-key-persons" title={title} complete={done(completeness.associate_partnershipfirm_office_keyperson)} t={t}>
      {rows.length === 0 ? <NoData t={t} /> : <TableScrollMarkup label={title} html={markupOnce(rows, t, [language], () => keyPersonsTableHtml(rows, title, t, language))} />}
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- rules, regulations and plans

/** The checklist's lines, each item with its check or cross and the words for it. */
function checklistHtml(items: ChecklistItem[], t: Translate, language: Language): string {
  const answer = { yes: escapeHtml(t('Yes')), no: escapeHtml(t('No')) }
  const lines = items.map((item) => {
    const checked = item.status === 1
    return (
      `<li class="${checked ? styles.checked : styles.unchecked}"><span aria-hidden="true" class="${styles.checkMark}">${checked ? '✓' : '✗'}</span>` +
      `<span>${typedHtml(language, localName(language, item.name, item.name_en))}</span><span class="visually-hidden">: ${checked ? answer.yes : answer.no}</span></li>`
    )
  })
  return lines.join('')
}

export function ChecklistSection({ items, completeness, t, language }: Common & { items: ChecklistItem[]; completeness: Completeness }) {
  return (
    <ProfileSection id="profile-rules" title={t('Rules, regulations and plans')} complete={done(completeness.rules_regulations_plan)} t={t}>
      {items.length === 0 ? (
        <NoData t={t} />
      ) : (
        <Markup as="ul" className={styles.checklist} html={markupOnce(items, t, [language], () => checklistHtml(items, t, language))} />
      )}
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- current organizational structure

const STRUCTURE_GROUPS = [
  { key: 'co_ordinary_member', label: 'Ordinary members' },
  { key: 'co_working_committee', label: 'Working committee' },
  { key: 'co_volunteer', label: 'Volunteers' },
  { key: 'co_employee', label: 'Employees' },
] as const
const GENDERS = ['male', 'female', 'lgbtqi', 'total'] as const
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', lgbtqi: 'LGBTQI', total: 'Total' }
const ETHNICITIES = [
  { key: 'tribe', label: 'Tribe' },
  { key: 'people_with_disability', label: 'People with disability' },
] as const

type StructureColumn = `${(typeof STRUCTURE_GROUPS)[number]['key']}_${(typeof GENDERS)[number]}`
const STRUCTURE_COLUMNS: StructureColumn[] = STRUCTURE_GROUPS.flatMap((group) => GENDERS.map((gender) => `${group.key}_${gender}` as const))

/*
 * The ids that tie each count cell to its headings are short (`os-0m`: the
 * first group of columns, its male column): every cell names three of them,
 * and a long id in each of the table's cells made it a tenth of the page.
 */
const groupId = (groupIndex: number) => `os-${groupIndex}`
const columnId = (groupIndex: number, gender: (typeof GENDERS)[number]) => `os-${groupIndex}${gender[0]}`

/** The ids of a count cell's headings: its row, its group of columns and its column. */
function structureCellHeaders(rowId: string, column: StructureColumn): string {
  const groupIndex = STRUCTURE_GROUPS.findIndex((candidate) => column.startsWith(`${candidate.key}_`))
  const gender = column.slice(STRUCTURE_GROUPS[groupIndex].key.length + 1) as (typeof GENDERS)[number]
  return `${rowId} ${groupId(groupIndex)} ${columnId(groupIndex, gender)}`
}

/** Spec section 5: a group's total row appears when the group has more than 2 rows. */
export const GROUP_TOTAL_AFTER_ROWS = 2

/**
 * The structure table's markup, made as a string (as the dashboard's gap
 * tables are, decision 099): its some 170 cells are a fifth of a profile
 * page's elements, and as React elements each was rendered, sent again in
 * the page's flight data and read back for the HTML on every signed-in view;
 * nothing in it is interactive.
 */
function structureTableHtml(rows: StructureRow[], title: string, t: Translate, language: Language): string {
  const groups = ETHNICITIES.map((ethnicity) => ({ ...ethnicity, rows: rows.filter((row) => row.ethnicity === ethnicity.key) })).filter((group) => group.rows.length > 0)
  const text = (label: string) => escapeHtml(t(label))
  const count = (value: number) => escapeHtml(orEmpty(formatNumber(value, language)))
  const cells = (rowId: string, value: (column: StructureColumn) => number) =>
    STRUCTURE_COLUMNS.map((column) => `<td headers="${structureCellHeaders(rowId, column)}">${count(value(column))}</td>`).join('')
  // Two rows of headings: each cell names its headings (headers/id), so a screen reader reads "Dalit, Ordinary members, Female".
  const head =
    `<thead><tr><th scope="col" rowspan="2" id="os-n">${text('Name')}</th>` +
    STRUCTURE_GROUPS.map((group, groupIndex) => `<th scope="colgroup" colspan="${GENDERS.length}" id="${groupId(groupIndex)}">${text(group.label)}</th>`).join('') +
    '</tr><tr>' +
    STRUCTURE_GROUPS.flatMap((_, groupIndex) => GENDERS.map((gender) => `<th scope="col" id="${columnId(groupIndex, gender)}" headers="${groupId(groupIndex)}">${text(GENDER_LABELS[gender])}</th>`)).join('') +
    '</tr></thead>'
  const bodies = groups.map((group) => {
    const lines = group.rows.map(
      (row) =>
        `<tr><th scope="row" id="os-r${row.id}" headers="os-n os-${group.key}">${typedHtml(language, localName(language, row.name, row.name_en))}</th>${cells(`os-r${row.id}`, (column) => row[column])}</tr>`,
    )
    const total =
      group.rows.length > GROUP_TOTAL_AFTER_ROWS
        ? `<tr class="${styles.totalRow}"><th scope="row" id="os-${group.key}-t" headers="os-${group.key}">${text('Total')}: ${text(group.label)}</th>${cells(`os-${group.key}-t`, (column) => group.rows.reduce((sum, row) => sum + row[column], 0))}</tr>`
        : ''
    return `<tbody><tr class="${styles.groupRow}"><th scope="rowgroup" colspan="${STRUCTURE_COLUMNS.length + 1}" id="os-${group.key}">${text(group.label)}</th></tr>${lines.join('')}${total}</tbody>`
  })
  return `<table class="${styles.numbers}"><caption class="visually-hidden">${escapeHtml(title)}</caption>${head}${bodies.join('')}</table>`
}

export function StructureSection({ rows, completeness, t, language }: Common & { rows: StructureRow[]; completeness: Completeness }) {
  const title = t('Current organizational structure')
  return (
    <ProfileSection id="profile-structure" title={title} complete={done(completeness.current_organizational_structure)} t={t}>
      {rows.length === 0 ? (
        <NoData t={t} />
      ) : (
        // Made once per read of the rows (the cached read hands out the same array until they change).
        <TableScrollMarkup label={title} html={markupOnce(rows, t, [language], () => structureTableHtml(rows, title, t, language))} />
      )}
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- subjective manpower

function manpowerTableHtml(rows: ManpowerRow[], title: string, t: Translate, language: Language): string {
  const body = rows
    .map((row) => `<tr><th scope="row">${typedHtml(language, row.subject)}</th>${[row.male, row.female, row.total].map((count) => `<td>${countHtml(count, language)}</td>`).join('')}</tr>`)
    .join('')
  return tableHtml(styles.numbers, title, headHtml(['Subject', 'Male', 'Female', 'Total'].map((label) => t(label))), body)
}

export function ManpowerSection({ rows, t, language }: Common & { rows: ManpowerRow[] }) {
  const title = t('Subjective manpower detail')
  // No completeness flag of its own (spec section 3): complete when it has rows.
  return (
    <ProfileSection id="profile-manpower" title={title} complete={rows.length > 0} t={t}>
      {rows.length === 0 ? <NoData t={t} /> : <TableScrollMarkup label={title} html={markupOnce(rows, t, [language], () => manpowerTableHtml(rows, title, t, language))} />}
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- annual budgets

const BUDGET_COLUMNS = ['Fund received from internal sources', 'Internal sources', 'Fund received from external bodies', 'External bodies', 'Total amount'] as const

function budgetTableHtml(rows: BudgetRow[], title: string, t: Translate, language: Language): string {
  const [internalFund, internalSource, externalFund, externalBody, total] = BUDGET_COLUMNS.map((label) => escapeHtml(t(label)))
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(orEmpty(pageDigits(row.financial_year, language)))}</th>` +
        `<td data-label="${internalFund}">${countHtml(row.fund_received_from_internal_sources, language)}</td>` +
        `<td class="${styles.text}" data-label="${internalSource}">${typedHtml(language, row.internal_source, EMPTY)}</td>` +
        `<td data-label="${externalFund}">${countHtml(row.fund_received_from_external_bodies, language)}</td>` +
        `<td class="${styles.text}" data-label="${externalBody}">${typedHtml(language, row.external_body, EMPTY)}</td>` +
        `<td data-label="${total}">${countHtml(row.total_amount, language)}</td></tr>`,
    )
    .join('')
  return tableHtml(`stack-table ${styles.numbers}`, title, headHtml([t('Financial year'), ...BUDGET_COLUMNS.map((label) => t(label))]), body)
}

export function BudgetSection({ rows, completeness, t, language }: Common & { rows: BudgetRow[]; completeness: Completeness }) {
  const title = t('Annual budget')
  const chart = markupOnce(rows, t, [language, 'chart'], () =>
    budgetChartHtml({
      rows: [...rows]
        .sort((a, b) => (a.financial_year < b.financial_year ? -1 : a.financial_year > b.financial_year ? 1 : 0))
        .map((row) => ({ label: pageDigits(row.financial_year, language), internal: Number(row.fund_received_from_internal_sources), external: Number(row.fund_received_from_external_bodies) })),
      t,
      language,
    }),
  )
  return (
    <ProfileSection id="profile-budget" title={title} complete={done(completeness.annual_budget)} t={t}>
      {rows.length === 0 ? (
        <NoData t={t} />
      ) : (
        <>
          {/* The budgets over the years (decision 100); the table below holds the same numbers. */}
          {chart ? <Markup as="figure" className={styles.budgetChart} html={chart} /> : null}
          <TableScrollMarkup label={title} html={markupOnce(rows, t, [language], () => budgetTableHtml(rows, title, t, language))} />
        </>
      )}
    </ProfileSection>
  )
}

// ---------------------------------------------------------------- documents and audit reports (signed in)

/** A document's validity as a badge: not uploaded, valid or expired. */
function validityHtml(line: DocumentLine, t: Translate): string {
  const badge = (good: boolean, label: string) => `<span class="${styles.badge} ${good ? styles.badgeGood : styles.badgeBad}">${escapeHtml(t(label))}</span>`
  if (!line.document?.file) return badge(false, 'Not uploaded')
  return line.document.is_valid ? badge(true, 'Valid') : badge(false, 'Expired')
}

const DOCUMENT_COLUMNS = ['Financial year', 'Last renewal date', 'Valid till', 'Validity', 'File'] as const

function documentsTableHtml(lines: DocumentLine[], title: string, t: Translate, language: Language): string {
  const [year, renewal, validTill, validity, file] = DOCUMENT_COLUMNS.map((label) => escapeHtml(t(label)))
  const empty = escapeHtml(EMPTY)
  const body = lines
    .map((line) => {
      const name = localName(language, line.name, line.name_en)
      const document = line.document
      const till = document?.file ? (document.valid_till ? bsDateHtml(document.valid_till, language, empty) : escapeHtml(t('No expiry'))) : empty
      return (
        `<tr><th scope="row">${typedHtml(language, name)}${line.mandatory ? `<span class="${styles.note}">${escapeHtml(t('Mandatory'))}</span>` : ''}</th>` +
        `<td data-label="${year}">${escapeHtml(orEmpty(pageDigits(document?.annual_budget_financial_year, language)))}</td>` +
        `<td data-label="${renewal}">${bsDateHtml(document?.last_renewal_date, language, empty)}</td>` +
        `<td data-label="${validTill}">${till}</td>` +
        `<td data-label="${validity}">${validityHtml(line, t)}</td>` +
        `<td data-label="${file}">${document?.file_url ? viewButtonHtml(document.file_url, name, t) : empty}</td></tr>`
      )
    })
    .join('')
  return tableHtml('stack-table', title, headHtml([t('Document'), ...DOCUMENT_COLUMNS.map((label) => t(label))]), body)
}

export function DocumentsSection({ lines, completeness, t, language }: Common & { lines: DocumentLine[]; completeness: Completeness }) {
  const title = t('Documents')
  return (
    <ProfileSection id="profile-documents" title={title} complete={done(completeness.document)} t={t}>
      {lines.length === 0 ? (
        <NoData t={t} />
      ) : (
        <DocumentViewers>
          <TableScrollMarkup label={title} html={markupOnce(lines, t, [language], () => documentsTableHtml(lines, title, t, language))} />
        </DocumentViewers>
      )}
    </ProfileSection>
  )
}

function auditReportsTableHtml(rows: AuditReportRow[], title: string, t: Translate, language: Language): string {
  const body = rows
    .map((row) => {
      const year = orEmpty(pageDigits(row.annual_budget_financial_year, language))
      return `<tr><th scope="row">${escapeHtml(year)}</th><td>${row.file_url ? viewButtonHtml(row.file_url, `${title}: ${year}`, t) : escapeHtml(EMPTY)}</td></tr>`
    })
    .join('')
  return tableHtml('', title, headHtml([t('Financial year'), t('File')]), body)
}

export function AuditReportsSection({ rows, t, language }: Common & { rows: AuditReportRow[] }) {
  const title = t('Audit reports')
  // No completeness flag of its own (spec section 3): complete when it has reports.
  return (
    <ProfileSection id="profile-audit-reports" title={title} complete={rows.length > 0} t={t}>
      {rows.length === 0 ? (
        <NoData t={t} />
      ) : (
        <DocumentViewers>
          <TableScrollMarkup label={title} html={markupOnce(rows, t, [language], () => auditReportsTableHtml(rows, title, t, language))} />
        </DocumentViewers>
      )}
    </ProfileSection>
  )
}
