'use client'

// The current organizational structure: one row per configured caste group or
// disability (plus any row the profile has without a config), grouped by
// ethnicity, with four groups of counts (ordinary members, working committee,
// volunteers, employees), each male, female, LGBTQI and a computed total.
//
// Shown as one block per group of counts: a five-column table (name, male,
// female, LGBTQI, total) that fits a phone, so the row's name never scrolls
// out of view; its headings stay on screen while the rows scroll under them
// and the group's totals stay at the bottom while typing. A wrong number's
// message stands in full words on a line of its own under its row. The API
// still receives one row per name with all twelve counts. A group of names
// with more than 2 rows gets a total row (spec section 5).
import { useTranslate } from '@/components/i18n-provider'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { parseTypedNumber, sumTyped, type StructureConfig, type StructureRow } from '@/lib/client/profile'
import { CURRENT_STRUCTURE_COUNT_FIELDS, ETHNICITIES } from '@/lib/profile/field-names'
import { lazyEditingCode, SectionShell, useSection, type FieldErrors } from './section-shell'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'
import type { Language } from '@/lib/i18n/shared'

// The checks and the save of the counts come when the section opens (decision 104).
const structureForm = lazyEditingCode(() => import('./structure-form').then((module) => module.StructureForm))

const GROUPS = [
  { key: 'co_ordinary_member', label: 'Ordinary members' },
  { key: 'co_working_committee', label: 'Working committee' },
  { key: 'co_volunteer', label: 'Volunteers' },
  { key: 'co_employee', label: 'Employees' },
] as const
const GENDERS = [
  { key: 'male', label: 'Male' },
  { key: 'female', label: 'Female' },
  { key: 'lgbtqi', label: 'LGBTQI' },
] as const
const ETHNICITY_LABELS: Record<string, string> = { tribe: 'Tribe', people_with_disability: 'People With Disability' }

type Group = (typeof GROUPS)[number]
type CountField = (typeof CURRENT_STRUCTURE_COUNT_FIELDS)[number]
/** `name` is what the API stores; `label` what the page shows (the English name on English pages). */
export type Line = { key: string; configId: number | null; name: string; label: string; ethnicity: string }
type Counts = Record<CountField, string>
/** The typed counts of each line as numbers (0 for blank or not a number). */
type Numbers = Record<string, Record<CountField, number>>
export type Draft = Record<string, Counts>

const fieldOf = (group: Group, gender: (typeof GENDERS)[number]) => `${group.key}_${gender.key}` as CountField

/** The key of a count's error, and of its input's id: `{line}.{field}`. */
export const structureErrorKey = (lineKey: string, field: string) => `${lineKey}.${field}`

function linesOf(configs: StructureConfig[], rows: StructureRow[], language: Language): Line[] {
  const lines: Line[] = configs.map((config) => ({
    key: `config-${config.id}`,
    configId: config.id,
    name: config.name,
    label: localName(language, config.name, config.name_en),
    ethnicity: config.ethnicity,
  }))
  for (const row of rows) {
    const configured = row.organizational_structure_config_id !== null && configs.some((config) => config.id === row.organizational_structure_config_id)
    if (!configured) lines.push({ key: `row-${row.id}`, configId: null, name: row.name, label: row.name, ethnicity: row.ethnicity })
  }
  return lines
}

function rowOf(line: Line, rows: StructureRow[]): StructureRow | undefined {
  return rows.find((row) => (line.configId !== null ? row.organizational_structure_config_id === line.configId : `row-${row.id}` === line.key))
}

export const isBlankLine = (counts: Counts) => CURRENT_STRUCTURE_COUNT_FIELDS.every((field) => counts[field].trim() === '')

export function StructureSection({
  profileId,
  configs,
  rows,
  complete,
  version,
}: {
  profileId: number | null
  configs: StructureConfig[]
  rows: StructureRow[]
  complete?: boolean
  version?: number
}) {
  const { t, language } = useTranslate()
  const lines = linesOf(configs, rows, language)
  const section = useSection<Draft>('Current organizational structure', () =>
    Object.fromEntries(
      lines.map((line) => {
        const row = rowOf(line, rows)
        const counts = Object.fromEntries(
          CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, row && row[field] !== 0 ? pageDigits(row[field], language) : '']),
        ) as Counts
        return [line.key, counts]
      }),
    ),
    { version },
  )
  const { values, editing } = section
  // Each count read once as a number: the cells, the line totals and the
  // column totals of four blocks all add the same twelve counts a line.
  const numbers = Object.fromEntries(
    lines.map((line) => [line.key, Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, parseTypedNumber(values[line.key][field]) ?? 0]))]),
  ) as Numbers
  // Out of edit mode only the names with numbers are listed.
  const shownLines = editing ? lines : lines.filter((line) => !isBlankLine(values[line.key]))
  const ethnicities = [...ETHNICITIES, ...new Set(lines.map((line) => line.ethnicity).filter((value) => !(ETHNICITIES as readonly string[]).includes(value)))]
  const byEthnicity = ethnicities
    .map((ethnicity) => ({ ethnicity, lines: shownLines.filter((line) => line.ethnicity === ethnicity) }))
    .filter((group) => group.lines.length > 0)

  function setCount(line: Line, field: CountField, value: string) {
    section.update((current) => ({ ...current, [line.key]: { ...current[line.key], [field]: value } }))
    section.clearError(structureErrorKey(line.key, field))
  }

  /** 'दलित – साधारण सदस्य – पुरुष': the name, the group and the column of one count. */
  function countLabel(line: Line, field: string) {
    const group = GROUPS.find((candidate) => field.startsWith(`${candidate.key}_`))
    const gender = GENDERS.find((candidate) => field === `${group?.key}_${candidate.key}`)
    return [line.label, group ? t(group.label) : null, gender ? t(gender.label) : null].filter(Boolean).join(' – ')
  }

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={complete}
      form={(parts) => <structureForm.Form parts={parts} section={section} profileId={profileId} lines={lines} countLabel={countLabel} />}
      preload={structureForm.preload}
    >
      {byEthnicity.length === 0 ? (
        <p className="muted">{t('No data yet')}</p>
      ) : (
        <div className={styles.structureBlocks}>
          {GROUPS.map((group, index) => (
            <StructureBlock
              key={group.key}
              headingId={`os${index}`}
              group={group}
              byEthnicity={byEthnicity}
              values={values}
              numbers={numbers}
              editing={editing}
              errors={section.errors}
              countLabel={countLabel}
              onChange={setCount}
            />
          ))}
        </div>
      )}
      {editing ? null : <p className={`muted ${styles.hint}`}>{t('Only names with numbers are listed. Edit to see every name.')}</p>}
    </SectionShell>
  )
}

function StructureBlock({
  headingId,
  group,
  byEthnicity,
  values,
  numbers,
  editing,
  errors,
  countLabel,
  onChange,
}: {
  /** Unique on the page and short (the ids of its headings begin with it): each count's cell names three headings by id. */
  headingId: string
  group: Group
  byEthnicity: { ethnicity: string; lines: Line[] }[]
  values: Draft
  numbers: Numbers
  editing: boolean
  errors: FieldErrors
  countLabel: (line: Line, field: string) => string
  onChange: (line: Line, field: CountField, value: string) => void
}) {
  const { t, language } = useTranslate()
  /** The id of a count column's heading (null: the total). */
  const columnId = (field: string | null) => `${headingId}-c-${field ? field.slice(group.key.length + 1) : 'total'}`
  const number = (value: number) => formatNumber(value, language)
  const lineTotal = (line: Line) => sumTyped(...GENDERS.map((gender) => numbers[line.key][fieldOf(group, gender)]))
  const columnTotal = (lines: Line[], field: CountField | null) => lines.reduce((total, line) => total + (field ? numbers[line.key][field] : lineTotal(line)), 0)
  const allLines = byEthnicity.flatMap((entry) => entry.lines)
  const columns = [...GENDERS.map((gender) => fieldOf(group, gender)), null]

  return (
    <div className={styles.structureBlock} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {t(group.label)}
      </h3>
      <table className={styles.structureTable}>
        <caption className="visually-hidden">
          {t('Current organizational structure')}: {t(group.label)}
        </caption>
        <colgroup>
          <col className={styles.structureNameColumn} />
          <col span={4} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" id={`${headingId}-name`}>
              {t('Name')}
            </th>
            {GENDERS.map((gender) => (
              <th key={gender.key} scope="col" id={columnId(fieldOf(group, gender))} className={styles.numberCell}>
                {gender.key === 'lgbtqi' && language === 'ne' ? (
                  // The Nepali words are too long for a phone's column: their Nepali
                  // abbreviation for the eye (not the English acronym on a Nepali
                  // page), the whole words for screen readers and on hover.
                  <>
                    <abbr aria-hidden="true" title={t(gender.label)}>
                      {t('LGBTQI (abbreviation)')}
                    </abbr>
                    <span className="visually-hidden">{t(gender.label)}</span>
                  </>
                ) : (
                  t(gender.label)
                )}
              </th>
            ))}
            <th scope="col" id={columnId(null)} className={styles.numberCell}>
              {t('Total')}
            </th>
          </tr>
        </thead>
        {byEthnicity.map(({ ethnicity, lines }) => (
          <tbody key={ethnicity}>
            <tr>
              <th scope="rowgroup" id={`${headingId}-${ethnicity}`} colSpan={5} className={styles.groupRow}>
                {t(ETHNICITY_LABELS[ethnicity] ?? ethnicity)}
              </th>
            </tr>
            {lines.map((line) => {
              const counts = values[line.key]
              const lineErrors = GENDERS.map((gender) => errors[structureErrorKey(line.key, fieldOf(group, gender))]).filter(Boolean)
              const errorId = `${headingId}-${line.key}-error`
              // Two levels of row headings (the ethnicity, then the name): each cell names its own.
              const rowHeaders = `${headingId}-${ethnicity} ${headingId}-${line.key}`
              return [
                <tr key={line.key} className={lineErrors.length ? styles.invalidRow : undefined}>
                  <th scope="row" id={`${headingId}-${line.key}`}>
                    {line.label}
                  </th>
                  {GENDERS.map((gender) => {
                    const field = fieldOf(group, gender)
                    const error = errors[structureErrorKey(line.key, field)]
                    return (
                      <td key={gender.key} headers={`${rowHeaders} ${columnId(field)}`} className={styles.numberCell}>
                        {editing ? (
                          <input
                            id={structureErrorKey(line.key, field)}
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            className={`${styles.cellInput} ${styles.countInput}`}
                            aria-label={countLabel(line, field)}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            value={counts[field]}
                            onChange={(event) => onChange(line, field, event.target.value)}
                          />
                        ) : (
                          number(numbers[line.key][field])
                        )}
                      </td>
                    )
                  })}
                  <td headers={`${rowHeaders} ${columnId(null)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
                    {editing ? <output aria-label={`${line.label} – ${t(group.label)} – ${t('Total')}`}>{number(lineTotal(line))}</output> : number(lineTotal(line))}
                  </td>
                </tr>,
                lineErrors.length ? (
                  <tr key={`${line.key}-error`} className={styles.errorRow}>
                    <td colSpan={5} id={errorId} headers={rowHeaders} className="field-error">
                      {lineErrors.join('; ')}
                    </td>
                  </tr>
                ) : null,
              ]
            })}
            {lines.length > 2 ? (
              <tr className={styles.totalRow}>
                <th scope="row" id={`${headingId}-${ethnicity}-total`}>
                  {t('Total')} ({t(ETHNICITY_LABELS[ethnicity] ?? ethnicity)})
                </th>
                {columns.map((field) => (
                  <td key={field ?? 'total'} headers={`${headingId}-${ethnicity} ${headingId}-${ethnicity}-total ${columnId(field)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
                    {number(columnTotal(lines, field))}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        ))}
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" id={`${headingId}-total`} aria-label={`${t('Total')}: ${t(group.label)}`}>
              {t('Total')}
            </th>
            {columns.map((field) => (
              <td key={field ?? 'total'} headers={`${headingId}-total ${columnId(field)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
                {editing ? (
                  <output aria-label={`${t('Total')}: ${t(group.label)} – ${field ? t(GENDERS.find((gender) => fieldOf(group, gender) === field)!.label) : t('Total')}`}>
                    {number(columnTotal(allLines, field))}
                  </output>
                ) : (
                  number(columnTotal(allLines, field))
                )}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
