'use client'

// The editing code of the current organizational structure
// (structure-section.tsx shows it): each filled line checked against the
// API's schema of a row, the save of the lines, and what the conflict panel
// compares. Loaded when the section opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import { CURRENT_STRUCTURE_COUNT_FIELDS, organizationalStructureRow } from '@/lib/profile/schemas'
import { SectionForm } from './section-form'
import { SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'
import { isBlankLine, structureErrorKey, type Draft, type Line } from './structure-section'

type StructureFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profileId: number | null
  lines: Line[]
  countLabel: (line: Line, field: string) => string
}

export function StructureForm({ parts, section, profileId, lines, countLabel }: StructureFormProps) {
  const { t } = useTranslate()
  const { values } = section

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

  return (
    <SectionForm
      section={section}
      parts={parts}
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
