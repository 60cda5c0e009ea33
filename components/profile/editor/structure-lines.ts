// The lines and groups of the current organizational structure, shared by its
// read-only view (structure-view.ts, markup made on the server), its section
// (structure-section.tsx) and its editing code (structure-form.tsx): one line
// per configured caste group or disability (plus any row the profile has
// without a config), four groups of counts, three genders and a total. The
// genders are also the profile's (profile-section.tsx: its people by group).
import type { StructureConfig, StructureRow } from '@/lib/client/profile'
import type { CURRENT_STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'
import { localName } from '@/lib/i18n/local-name'
import type { Language } from '@/lib/i18n/shared'

export const GROUPS = [
  { key: 'co_ordinary_member', label: 'Ordinary members' },
  { key: 'co_working_committee', label: 'Working committee' },
  { key: 'co_volunteer', label: 'Volunteers' },
  { key: 'co_employee', label: 'Employees' },
] as const
export const GENDERS = [
  { key: 'male', label: 'Male' },
  { key: 'female', label: 'Female' },
  { key: 'lgbtqi', label: 'LGBTQI' },
] as const
export const ETHNICITY_LABELS: Record<string, string> = { tribe: 'Tribe', people_with_disability: 'People With Disability' }

export type Group = (typeof GROUPS)[number]
export type CountField = (typeof CURRENT_STRUCTURE_COUNT_FIELDS)[number]
/** `name` is what the API stores; `label` what the page shows (the English name on English pages). */
export type Line = { key: string; configId: number | null; name: string; label: string; ethnicity: string }

export const fieldOf = (group: Group, gender: (typeof GENDERS)[number]) => `${group.key}_${gender.key}` as CountField

/** The id of a count column's heading in a block (null: the total). */
export const columnId = (headingId: string, group: Group, field: string | null) => `${headingId}-c-${field ? field.slice(group.key.length + 1) : 'total'}`

export function linesOf(configs: StructureConfig[], rows: StructureRow[], language: Language): Line[] {
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

export function rowOf(line: Line, rows: StructureRow[]): StructureRow | undefined {
  return rows.find((row) => (line.configId !== null ? row.organizational_structure_config_id === line.configId : `row-${row.id}` === line.key))
}

/** The ethnicities in their order (the known ones first), each with its lines; none without lines. */
export function byEthnicity(lines: Line[], known: readonly string[]): { ethnicity: string; lines: Line[] }[] {
  const ethnicities = [...known, ...new Set(lines.map((line) => line.ethnicity).filter((value) => !known.includes(value)))]
  return ethnicities.map((ethnicity) => ({ ethnicity, lines: lines.filter((line) => line.ethnicity === ethnicity) })).filter((group) => group.lines.length > 0)
}
