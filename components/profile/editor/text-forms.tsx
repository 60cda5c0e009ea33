'use client'

// The editing code of the vision and programs sections (text-sections.tsx
// shows them): the checks against the API's schema, the save with PUT
// ngo/profile/{id} of the section's own fields, and what the conflict panel
// compares. Loaded when one of them opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import type { EditorProfile, NamedOption } from '@/lib/client/profile'
import { localName } from '@/lib/i18n/local-name'
import { profileUpdateBody } from '@/lib/profile/schemas'
import { SectionForm } from './section-form'
import { SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'
import { PROGRAM_TEXT, VISION_FIELDS, type Draft, type ProgramDraft } from './text-sections'

/** Field errors of a profile body, each with its field's label. */
function useBodyCheck() {
  const { t } = useTranslate()
  return (body: Record<string, unknown>, labels: Record<string, string>) => {
    const parsed = profileUpdateBody.safeParse(body)
    const found: FieldErrors = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        found[key] ??= `${t(labels[key] ?? key)}: ${t(issue.message)}`
      }
    }
    return found
  }
}

function saveProfileFields(profile: EditorProfile | null, body: Record<string, unknown>, found: FieldErrors, base: number | undefined) {
  if (Object.keys(found).length > 0) throw new SectionError(Object.values(found)[0], found)
  if (!profile) throw new SectionError('Save the profile first to fill this section.')
  return apiFetch(`ngo/profile/${profile.id}`, { method: 'PUT', body: { ...body, base_version: base } })
}

/** Field by field, as the conflict panel compares them. */
function describeFields(values: Record<string, unknown>, labels: Record<string, string>, t: (key: string) => string, show: (name: string, value: unknown) => string = (_name, value) => String(value ?? '').trim()) {
  return Object.entries(labels).map(([name, label]) => ({ key: name, label: t(label), value: show(name, values[name]) }))
}


type FormProps<D> = { parts: SectionFormParts; section: Section<D>; profile: EditorProfile | null; labels: Record<string, string> }

export function VisionForm({ parts, section, profile, labels }: FormProps<Draft>) {
  const { t } = useTranslate()
  const check = useBodyCheck()
  const names = VISION_FIELDS.map((field) => field.name)
  return (
    <SectionForm
      section={section}
      parts={parts}
      onSubmit={() => {
        const body = Object.fromEntries(names.map((name) => [name, section.values[name].trim()]))
        void section.save(async (_draft, base) => {
          await saveProfileFields(profile, body, check(body, labels), base)
        })
      }}
      describe={(draft) => describeFields(draft, labels, t)}
    />
  )
}

/** `options`: the choices of each multi-select, to name the chosen ones. */
export function ProgramForm({ parts, section, profile, labels, options }: FormProps<ProgramDraft> & { options: Record<'subjective_works' | 'target_group_categories', NamedOption[]> }) {
  const { t, language } = useTranslate()
  const check = useBodyCheck()
  const names = PROGRAM_TEXT.map((field) => field.name)
  const { values } = section
  return (
    <SectionForm
      section={section}
      parts={parts}
      onSubmit={() => {
        const body = {
          ...Object.fromEntries(names.map((name) => [name, values[name].trim()])),
          subjective_works: values.subjective_works,
          target_group_categories: values.target_group_categories,
        }
        void section.save(async (_draft, base) => {
          await saveProfileFields(profile, body, check(body, labels), base)
        })
      }}
      describe={(draft) =>
        describeFields(draft, labels, t, (name, value) => {
          if (!Array.isArray(value)) return String(value ?? '').trim()
          const choices = options[name as keyof typeof options]
          return value
            .map((id) => {
              const option = choices.find((candidate) => candidate.id === id)
              return option ? localName(language, option.name, option.name_en) : String(id)
            })
            .join(', ')
        })
      }
    />
  )
}
