'use client'

// The current organizational structure: one row per configured caste group or
// disability (plus any row the profile has without a config), grouped by
// ethnicity; four groups of counts (ordinary members, working committee,
// volunteers, employees), each male, female, LGBTQI and a computed total.
// A group with more than 2 rows gets a total row (spec section 5).
import { Fragment } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { parseTypedNumber, sumTyped, type StructureConfig, type StructureRow } from '@/lib/client/profile'
import { CURRENT_STRUCTURE_COUNT_FIELDS, ETHNICITIES, organizationalStructureRow } from '@/lib/profile/schemas'
import { CellInput, ScrollArea } from './fields'
import { SectionError, SectionShell, useSection, type FieldErrors } from './section-shell'
import styles from './editor.module.css'

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

type CountField = (typeof CURRENT_STRUCTURE_COUNT_FIELDS)[number]
type Line = { key: string; configId: number | null; name: string; ethnicity: string }
type Draft = Record<string, Record<CountField, string>>

function linesOf(configs: StructureConfig[], rows: StructureRow[]): Line[] {
  const lines: Line[] = configs.map((config) => ({ key: `config-${config.id}`, configId: config.id, name: config.name, ethnicity: config.ethnicity }))
  for (const row of rows) {
    const configured = row.organizational_structure_config_id !== null && configs.some((config) => config.id === row.organizational_structure_config_id)
    if (!configured) lines.push({ key: `row-${row.id}`, configId: null, name: row.name, ethnicity: row.ethnicity })
  }
  return lines
}

function rowOf(line: Line, rows: StructureRow[]): StructureRow | undefined {
  return rows.find((row) => (line.configId !== null ? row.organizational_structure_config_id === line.configId : `row-${row.id}` === line.key))
}

export function StructureSection({
  profileId,
  configs,
  rows,
  complete,
}: {
  profileId: number | null
  configs: StructureConfig[]
  rows: StructureRow[]
  complete?: boolean
}) {
  const { t, language } = useTranslate()
  const lines = linesOf(configs, rows)
  const section = useSection<Draft>('Current organizational structure', () =>
    Object.fromEntries(
      lines.map((line) => {
        const row = rowOf(line, rows)
        const counts = Object.fromEntries(
          CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, row && row[field] !== 0 ? pageDigits(row[field], language) : '']),
        ) as Record<CountField, string>
        return [line.key, counts]
      }),
    ),
  )
  const { values, editing, errors } = section
  const groups = [...ETHNICITIES, ...new Set(lines.map((line) => line.ethnicity).filter((value) => !(ETHNICITIES as readonly string[]).includes(value)))].map(
    (ethnicity) => ({ ethnicity, lines: lines.filter((line) => line.ethnicity === ethnicity) }),
  )

  function setCount(line: Line, field: CountField, value: string) {
    section.update((current) => ({ ...current, [line.key]: { ...current[line.key], [field]: value } }))
    section.clearError(`${line.key}.${field}`)
  }

  function submit() {
    const found: FieldErrors = {}
    const body: Record<string, unknown>[] = []
    for (const line of lines) {
      const counts = values[line.key]
      if (CURRENT_STRUCTURE_COUNT_FIELDS.every((field) => counts[field].trim() === '')) continue
      const row = { organizational_structure_config_id: line.configId ?? undefined, name: line.name, ethnicity: line.ethnicity, ...counts }
      const parsed = organizationalStructureRow.safeParse(row)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '')
          found[`${line.key}.${field}`] ??= t(issue.message)
        }
        continue
      }
      body.push(row)
    }
    void section.save(async () => {
      if (Object.keys(found).length > 0) throw new SectionError(t('Please correct the highlighted numbers.'), found)
      if (!profileId) throw new SectionError('Save the profile first to fill this section.')
      await apiFetch(`ngo/${profileId}/organizational-structure`, { method: 'PUT', body })
    })
  }

  const cellLabel = (line: Line, group: (typeof GROUPS)[number], gender: (typeof GENDERS)[number]) => `${line.name} – ${t(group.label)} – ${t(gender.label)}`
  const number = (value: number) => formatNumber(value, language)
  const groupTotal = (counts: Record<CountField, string>, group: (typeof GROUPS)[number]) =>
    sumTyped(...GENDERS.map((gender) => counts[`${group.key}_${gender.key}` as CountField]))

  return (
    <SectionShell section={section} available={!!profileId} complete={complete} onSubmit={submit}>
      <ScrollArea label={t('Current organizational structure')}>
        <table className={`${styles.rowsTable} ${styles.structureTable}`}>
          <caption className="visually-hidden">{t('Current organizational structure')}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('Name')}
              </th>
              {GROUPS.map((group) => (
                <th key={group.key} scope="colgroup" colSpan={4}>
                  {t(group.label)}
                </th>
              ))}
            </tr>
            <tr>
              {GROUPS.map((group) => (
                <Fragment key={group.key}>
                  {GENDERS.map((gender) => (
                    <th key={gender.key} scope="col">
                      {t(gender.label)}
                    </th>
                  ))}
                  <th scope="col">{t('Total')}</th>
                </Fragment>
              ))}
            </tr>
          </thead>
          {groups.map(({ ethnicity, lines: groupLines }) =>
            groupLines.length === 0 ? null : (
              <tbody key={ethnicity}>
                <tr>
                  <th scope="rowgroup" colSpan={1 + GROUPS.length * 4} className={styles.groupRow}>
                    {t(ETHNICITY_LABELS[ethnicity] ?? ethnicity)}
                  </th>
                </tr>
                {groupLines.map((line) => {
                  const counts = values[line.key]
                  return (
                    <tr key={line.key}>
                      <th scope="row">{line.name}</th>
                      {GROUPS.map((group) => (
                        <Fragment key={group.key}>
                          {GENDERS.map((gender) => {
                            const field = `${group.key}_${gender.key}` as CountField
                            return (
                              <td key={gender.key} className={styles.numberCell}>
                                <CellInput
                                  label={cellLabel(line, group, gender)}
                                  value={counts[field]}
                                  editing={editing}
                                  inputMode="numeric"
                                  className={styles.countInput}
                                  error={errors[`${line.key}.${field}`]}
                                  display={number(parseTypedNumber(counts[field]) ?? 0)}
                                  onChange={(value) => setCount(line, field, value)}
                                />
                              </td>
                            )
                          })}
                          <td className={`${styles.numberCell} ${styles.totalCell}`}>
                            {editing ? (
                              <output aria-label={`${line.name} – ${t(group.label)} – ${t('Total')}`}>{number(groupTotal(counts, group))}</output>
                            ) : (
                              number(groupTotal(counts, group))
                            )}
                          </td>
                        </Fragment>
                      ))}
                    </tr>
                  )
                })}
                {groupLines.length > 2 ? (
                  <tr className={styles.totalRow}>
                    <th scope="row">
                      {t('Total')} ({t(ETHNICITY_LABELS[ethnicity] ?? ethnicity)})
                    </th>
                    {GROUPS.map((group) => (
                      <Fragment key={group.key}>
                        {[...GENDERS.map((gender) => `${group.key}_${gender.key}` as CountField), null].map((field) => (
                          <td key={field ?? 'total'} className={`${styles.numberCell} ${styles.totalCell}`}>
                            {number(
                              groupLines.reduce(
                                (total, line) => total + (field ? (parseTypedNumber(values[line.key][field]) ?? 0) : groupTotal(values[line.key], group)),
                                0,
                              ),
                            )}
                          </td>
                        ))}
                      </Fragment>
                    ))}
                  </tr>
                ) : null}
              </tbody>
            ),
          )}
        </table>
      </ScrollArea>
    </SectionShell>
  )
}
