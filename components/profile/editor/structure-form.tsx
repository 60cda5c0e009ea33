'use client'

// The editing code of the current organizational structure
// (structure-section.tsx shows it): every name in the blocks of the read-only
// view (structure-view.ts), each count an input and the totals computed as
// typed, each filled line checked against the API's schema of a row, the save
// of the lines, and what the conflict panel compares. Loaded when the section
// opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { formatNumber } from '@/lib/calendar'
import { apiFetch } from '@/lib/client/api'
import { parseTypedNumber, sumTyped } from '@/lib/client/profile'
import { ETHNICITIES } from '@/lib/profile/field-names'
import { CURRENT_STRUCTURE_COUNT_FIELDS, organizationalStructureRow } from '@/lib/profile/schemas'
import { SectionForm } from './section-form'
import { SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'
import { byEthnicity, columnId, ETHNICITY_LABELS, fieldOf, GENDERS, GROUPS, type CountField, type Group, type Line } from './structure-lines'
import { isBlankLine, structureErrorKey, type Draft } from './structure-section'
import styles from './editor.module.css'

/** The typed counts of each line as numbers (0 for blank or not a number). */
type Numbers = Record<string, Record<CountField, number>>

type StructureFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profileId: number | null
  lines: Line[]
}

export function StructureForm({ parts, section, profileId, lines }: StructureFormProps) {
  const { t } = useTranslate()
  const { values } = section

  /** 'दलित – साधारण सदस्य – पुरुष': the name, the group and the column of one count. */
  function countLabel(line: Line, field: string) {
    const group = GROUPS.find((candidate) => field.startsWith(`${candidate.key}_`))
    const gender = GENDERS.find((candidate) => field === `${group?.key}_${candidate.key}`)
    return [line.label, group ? t(group.label) : null, gender ? t(gender.label) : null].filter(Boolean).join(' – ')
  }

  function setCount(line: Line, field: CountField, value: string) {
    section.update((current) => ({ ...current, [line.key]: { ...current[line.key], [field]: value } }))
    section.clearError(structureErrorKey(line.key, field))
  }

  function submit() {
    const found: FieldErrors = {}
    const body: Record<string, unknown>[] = []
    for (const line of lines) {
      const counts = values[line.key]
      if (isBlankLine(counts)) continue
      const row = { organizational_structure_config_id: line.configId ?? undefined, name: line.name, ethnicity: line.ethnicity, ...counts }
      const parsed = organizationalStructureRow.safeParse(row)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '')
          found[structureErrorKey(line.key, field)] ??= `${countLabel(line, field)}: ${t(issue.message)}`
        }
        continue
      }
      body.push(row)
    }
    void section.save(async (_draft, base) => {
      if (Object.keys(found).length > 0) throw new SectionError(t('Please correct the highlighted numbers.'), found)
      if (!profileId) throw new SectionError('Save the profile first to fill this section.')
      await apiFetch(`ngo/${profileId}/organizational-structure`, { method: 'PUT', body: { rows: body, base_version: base } })
    })
  }

  // Each count read once as a number: the line totals and the column totals of four blocks add the same twelve counts a line.
  const numbers = Object.fromEntries(
    lines.map((line) => [line.key, Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, parseTypedNumber(values[line.key][field]) ?? 0]))]),
  ) as Numbers
  const groups = byEthnicity(lines, ETHNICITIES)
  const blocks =
    groups.length === 0 ? (
      <p className="muted">{t('No data yet')}</p>
    ) : (
      <div className={styles.structureBlocks}>
        {GROUPS.map((group, index) => (
          <StructureBlock
            key={group.key}
            headingId={`os${index}`}
            group={group}
            byEthnicity={groups}
            values={values}
            numbers={numbers}
            errors={section.errors}
            countLabel={countLabel}
            onChange={setCount}
          />
        ))}
      </div>
    )

  return (
    <SectionForm
      section={section}
      parts={{ ...parts, body: blocks }}
      onSubmit={submit}
      describe={(draft) =>
        // Line by line, the counts that are filled in.
        lines.map((line) => ({
          key: line.key,
          label: line.label,
          value: CURRENT_STRUCTURE_COUNT_FIELDS.filter((field) => draft[line.key]?.[field]?.trim())
            .map((field) => `${countLabel(line, field).replace(`${line.label} – `, '')}: ${draft[line.key][field].trim()}`)
            .join('; '),
        }))
      }
    />
  )
}

function StructureBlock({
  headingId,
  group,
  byEthnicity,
  values,
  numbers,
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
  errors: FieldErrors
  countLabel: (line: Line, field: string) => string
  onChange: (line: Line, field: CountField, value: string) => void
}) {
  const { t, language } = useTranslate()
  const column = (field: string | null) => columnId(headingId, group, field)
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
              <th key={gender.key} scope="col" id={column(fieldOf(group, gender))} className={styles.numberCell}>
                {gender.key === 'lgbtqi' && language === 'ne' ? (
                  // As in the read-only view (structure-view.ts): the Nepali abbreviation for the eye, the words for screen readers.
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
            <th scope="col" id={column(null)} className={styles.numberCell}>
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
                      <td key={gender.key} headers={`${rowHeaders} ${column(field)}`} className={styles.numberCell}>
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
                      </td>
                    )
                  })}
                  <td headers={`${rowHeaders} ${column(null)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
                    <output aria-label={`${line.label} – ${t(group.label)} – ${t('Total')}`}>{number(lineTotal(line))}</output>
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
                  <td key={field ?? 'total'} headers={`${headingId}-${ethnicity} ${headingId}-${ethnicity}-total ${column(field)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
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
              <td key={field ?? 'total'} headers={`${headingId}-total ${column(field)}`} className={`${styles.numberCell} ${styles.totalCell}`}>
                <output aria-label={`${t('Total')}: ${t(group.label)} – ${field ? t(GENDERS.find((gender) => fieldOf(group, gender) === field)!.label) : t('Total')}`}>
                  {number(columnTotal(allLines, field))}
                </output>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
