'use client'

// The current organizational structure: one row per configured caste group or
// disability (plus any row the profile has without a config), grouped by
// ethnicity, with four groups of counts (ordinary members, working committee,
// volunteers, employees), each male, female, LGBTQI and a computed total
// (structure-lines.ts). A group of names with more than 2 rows gets a total
// row (spec section 5).
//
// Read only, the page's markup made on the server once per read shows the
// names with numbers (structure-view.ts; decision 107): the section's first
// load carries no table code. Editing (structure-form.tsx, loaded when the
// section opens, decision 104) shows every name with inputs in the same
// blocks. The API still receives one row per name with all twelve counts.
import type { ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { pageDigits } from '@/lib/calendar'
import type { StructureConfig, StructureRow } from '@/lib/client/profile'
import { CURRENT_STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'
import { linesOf, rowOf, type CountField } from './structure-lines'
import styles from './editor.module.css'

// The blocks with inputs, the checks and the save of the counts come when the section opens (decision 104).
const structureForm = lazyEditingCode(() => import('./structure-form').then((module) => module.StructureForm))

type Counts = Record<CountField, string>
export type Draft = Record<string, Counts>

/** The key of a count's error, and of its input's id: `{line}.{field}`. */
export const structureErrorKey = (lineKey: string, field: string) => `${lineKey}.${field}`

export const isBlankLine = (counts: Counts) => CURRENT_STRUCTURE_COUNT_FIELDS.every((field) => counts[field].trim() === '')

export function StructureSection({
  profileId,
  configs,
  rows,
  view,
  complete,
  version,
}: {
  profileId: number | null
  configs: StructureConfig[]
  rows: StructureRow[]
  /** The read-only blocks, made on the server (structure-view.ts); null when no name has a number. */
  view: ReactNode
  complete?: boolean
  version?: number
}) {
  const { t, language } = useTranslate()
  const lines = linesOf(configs, rows, language)
  const section = useSection<Draft>(
    'Current organizational structure',
    () =>
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

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={complete}
      form={(parts) => <structureForm.Form parts={parts} section={section} profileId={profileId} lines={lines} />}
      preload={structureForm.preload}
    >
      {section.editing ? null : view ? (
        // Made on the server from the saved counts, escaped there (structure-view.ts): markup the HTML carries once (decision 108).
        view
      ) : (
        <p className="muted">{t('No data yet')}</p>
      )}
      {section.editing ? null : <p className={`muted ${styles.hint}`}>{t('Only names with numbers are listed. Edit to see every name.')}</p>}
    </SectionShell>
  )
}
