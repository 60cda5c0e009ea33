// The read-only view of the editor's current organizational structure, made as
// markup on the server once per read (components/typed-html.ts `markupOnce`;
// decision 107), as the public view's tables are (decision 105): one block per
// group of counts, a five-column table that fits a phone (name, male, female,
// LGBTQI, total), only the names with numbers, a total row for an ethnicity of
// more than 2 names and the group's totals at its foot. Each count's cell
// names its row's two headings and its column's by id. The same blocks with
// inputs are the section's editing code (structure-form.tsx).
import { escapeHtml } from '@/components/typed-html'
import { formatNumber } from '@/lib/calendar'
import type { StructureConfig, StructureRow } from '@/lib/client/profile'
import type { Language, Translate } from '@/lib/i18n/shared'
import { CURRENT_STRUCTURE_COUNT_FIELDS, ETHNICITIES } from '@/lib/profile/field-names'
import styles from './editor.module.css'
import { byEthnicity, columnId, ETHNICITY_LABELS, fieldOf, GENDERS, GROUPS, linesOf, rowOf, type CountField, type Group, type Line } from './structure-lines'

type Counts = Record<string, Record<CountField, number>>

/** The blocks' markup, or '' when no name has a number (the section says there is no data). */
export function structureViewHtml(configs: StructureConfig[], rows: StructureRow[], t: Translate, language: Language): string {
  const counts: Counts = {}
  const shown: Line[] = []
  for (const line of linesOf(configs, rows, language)) {
    const row = rowOf(line, rows)
    if (!row || CURRENT_STRUCTURE_COUNT_FIELDS.every((field) => row[field] === 0)) continue
    counts[line.key] = Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, row[field]])) as Record<CountField, number>
    shown.push(line)
  }
  if (shown.length === 0) return ''
  const groups = byEthnicity(shown, ETHNICITIES)
  return GROUPS.map((group, index) => blockHtml(`os${index}`, group, groups, counts, t, language)).join('')
}

function blockHtml(headingId: string, group: Group, groups: { ethnicity: string; lines: Line[] }[], counts: Counts, t: Translate, language: Language): string {
  const text = (value: string) => escapeHtml(value)
  const number = (value: number) => escapeHtml(formatNumber(value, language))
  const column = (field: string | null) => columnId(headingId, group, field)
  const lineTotal = (line: Line) => GENDERS.reduce((total, gender) => total + counts[line.key][fieldOf(group, gender)], 0)
  const columnTotal = (lines: Line[], field: CountField | null) => lines.reduce((total, line) => total + (field ? counts[line.key][field] : lineTotal(line)), 0)
  const columns = [...GENDERS.map((gender) => fieldOf(group, gender)), null]
  const number_ = styles.numberCell
  const total_ = `${styles.numberCell} ${styles.totalCell}`
  const groupLabel = text(t(group.label))

  const head = GENDERS.map((gender) => {
    const label = text(t(gender.label))
    // The Nepali words are too long for a phone's column: their Nepali abbreviation
    // for the eye, the whole words for screen readers and on hover.
    const words = gender.key === 'lgbtqi' && language === 'ne' ? `<abbr aria-hidden="true" title="${label}">${text(t('LGBTQI (abbreviation)'))}</abbr><span class="visually-hidden">${label}</span>` : label
    return `<th scope="col" id="${column(fieldOf(group, gender))}" class="${number_}">${words}</th>`
  }).join('')

  const bodies = groups
    .map(({ ethnicity, lines }) => {
      const ethnicityLabel = text(t(ETHNICITY_LABELS[ethnicity] ?? ethnicity))
      const ethnicityId = `${headingId}-${escapeHtml(ethnicity)}`
      const lineRows = lines
        .map((line) => {
          const rowId = `${headingId}-${line.key}`
          const cells = GENDERS.map((gender) => {
            const field = fieldOf(group, gender)
            return `<td headers="${ethnicityId} ${rowId} ${column(field)}" class="${number_}">${number(counts[line.key][field])}</td>`
          }).join('')
          return `<tr><th scope="row" id="${rowId}">${text(line.label)}</th>${cells}<td headers="${ethnicityId} ${rowId} ${column(null)}" class="${total_}">${number(lineTotal(line))}</td></tr>`
        })
        .join('')
      const totalRow =
        lines.length > 2
          ? `<tr class="${styles.totalRow}"><th scope="row" id="${ethnicityId}-total">${text(t('Total'))} (${ethnicityLabel})</th>${columns
              .map((field) => `<td headers="${ethnicityId} ${ethnicityId}-total ${column(field)}" class="${total_}">${number(columnTotal(lines, field))}</td>`)
              .join('')}</tr>`
          : ''
      return `<tbody><tr><th scope="rowgroup" id="${ethnicityId}" colSpan="5" class="${styles.groupRow}">${ethnicityLabel}</th></tr>${lineRows}${totalRow}</tbody>`
    })
    .join('')

  const allLines = groups.flatMap((entry) => entry.lines)
  const foot = `<tfoot><tr class="${styles.totalRow}"><th scope="row" id="${headingId}-total" aria-label="${text(t('Total'))}: ${groupLabel}">${text(t('Total'))}</th>${columns
    .map((field) => `<td headers="${headingId}-total ${column(field)}" class="${total_}">${number(columnTotal(allLines, field))}</td>`)
    .join('')}</tr></tfoot>`

  return (
    `<div class="${styles.structureBlock}" role="group" aria-labelledby="${headingId}"><h3 id="${headingId}" class="${styles.groupTitle}">${groupLabel}</h3>` +
    `<table class="${styles.structureTable}"><caption class="visually-hidden">${text(t('Current organizational structure'))}: ${groupLabel}</caption>` +
    `<colgroup><col class="${styles.structureNameColumn}"/><col span="4"/></colgroup>` +
    `<thead><tr><th scope="col" id="${headingId}-name">${text(t('Name'))}</th>${head}<th scope="col" id="${column(null)}" class="${number_}">${text(t('Total'))}</th></tr></thead>` +
    `${bodies}${foot}</table></div>`
  )
}
