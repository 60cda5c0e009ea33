'use client'

// The free-text parts of the profile: vision, mission, goal and objectives;
// and the program block with its two multi-selects (thematic scopes are sent
// as subjective_works, target groups as target_group_categories). Both save
// with PUT ngo/profile/{id}, sending only their own fields.
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import type { EditorProfile, EditorReference, NamedOption } from '@/lib/client/profile'
import { profileUpdateBody } from '@/lib/profile/schemas'
import { localName } from '@/lib/i18n/local-name'
import { CheckboxList, TextField } from './fields'
import { SectionError, SectionShell, useSection, type FieldErrors } from './section-shell'

type Draft = Record<string, string>

const VISION_FIELDS = [
  { name: 'vision', label: 'Vision' },
  { name: 'mission', label: 'Mission' },
  { name: 'goal', label: 'Goal' },
  { name: 'objectives', label: 'Objectives' },
] as const

const PROGRAM_TEXT = [
  { name: 'program_area', label: 'Program area' },
  { name: 'major_programs', label: 'Major programs' },
  { name: 'major_achievements', label: 'Major achievements' },
  { name: 'major_challenges', label: 'Major challenges' },
] as const

function textDraft(profile: EditorProfile | null, names: readonly string[]): Draft {
  const source = (profile ?? {}) as unknown as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string) : '']))
}

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

export function VisionSection({ profile, version }: { profile: EditorProfile | null; version?: number }) {
  const { t, hint } = useTranslate()
  const check = useBodyCheck()
  const names = VISION_FIELDS.map((field) => field.name)
  const section = useSection<Draft>('Vision, mission, goal and objectives', () => textDraft(profile, names), { version })
  const labels = Object.fromEntries(VISION_FIELDS.map((field) => [field.name, field.label]))
  const complete = profile ? names.every((name) => !!textDraft(profile, names)[name].trim()) : undefined

  return (
    <SectionShell
      section={section}
      available={!!profile}
      complete={complete}
      onSubmit={() => {
        const body = Object.fromEntries(names.map((name) => [name, section.values[name].trim()]))
        void section.save(async (_draft, base) => {
          await saveProfileFields(profile, body, check(body, labels), base)
        })
      }}
      describe={(draft) => describeFields(draft, labels, t)}
    >
      {VISION_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          hint={hint(field.label)}
          multiline
          editing={section.editing}
          value={section.values[field.name]}
          error={section.errors[field.name]}
          onChange={(value) => {
            section.update((current) => ({ ...current, [field.name]: value }))
            section.clearError(field.name)
          }}
        />
      ))}
    </SectionShell>
  )
}

type ProgramText = (typeof PROGRAM_TEXT)[number]['name']
type ProgramDraft = Record<ProgramText, string> & { subjective_works: number[]; target_group_categories: number[] }

/** The active options plus any the profile still has (an option deactivated after it was chosen). */
function withChosen(options: NamedOption[], chosen: NamedOption[]): NamedOption[] {
  const missing = chosen.filter((item) => !options.some((option) => option.id === item.id))
  return [...options, ...missing]
}

export function ProgramSection({ profile, reference, version }: { profile: EditorProfile | null; reference: EditorReference; version?: number }) {
  const { t, hint, language } = useTranslate()
  const check = useBodyCheck()
  const names = PROGRAM_TEXT.map((field) => field.name)
  const section = useSection<ProgramDraft>('Programs', () => ({
    ...(textDraft(profile, names) as Record<ProgramText, string>),
    subjective_works: profile?.subjective_works.map((item) => item.id) ?? [],
    target_group_categories: profile?.target_group_categories.map((item) => item.id) ?? [],
  }), { version })
  const labels: Record<string, string> = {
    ...Object.fromEntries(PROGRAM_TEXT.map((field) => [field.name, field.label])),
    subjective_works: 'Thematic Scope',
    target_group_categories: 'Target Group',
  }
  const thematicScopes = withChosen(reference.thematicScopes, profile?.subjective_works ?? [])
  const targetGroups = withChosen(reference.targetGroups, profile?.target_group_categories ?? [])
  const { values, editing, errors } = section

  function setText(name: ProgramText, value: string) {
    section.update((current) => ({ ...current, [name]: value }))
    section.clearError(name)
  }

  return (
    <SectionShell
      section={section}
      available={!!profile}
      complete={profile ? profile.completeness.thematic_scope === 1 && profile.completeness.target_group === 1 : undefined}
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
          const options = name === 'subjective_works' ? thematicScopes : targetGroups
          return value
            .map((id) => {
              const option = options.find((candidate) => candidate.id === id)
              return option ? localName(language, option.name, option.name_en) : String(id)
            })
            .join(', ')
        })
      }
    >
      <TextField label={t('Program area')} hint={hint('Program area')} multiline editing={editing} value={values.program_area} error={errors.program_area} onChange={(value) => setText('program_area', value)} />
      <CheckboxList
        label={t('Thematic Scope')}
        editing={editing}
        options={thematicScopes}
        selected={values.subjective_works}
        error={errors.subjective_works}
        onChange={(selected) => section.update((current) => ({ ...current, subjective_works: selected }))}
      />
      <CheckboxList
        label={t('Target Group')}
        editing={editing}
        options={targetGroups}
        selected={values.target_group_categories}
        error={errors.target_group_categories}
        onChange={(selected) => section.update((current) => ({ ...current, target_group_categories: selected }))}
      />
      {PROGRAM_TEXT.slice(1).map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          hint={hint(field.label)}
          multiline
          editing={editing}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => setText(field.name, value)}
        />
      ))}
    </SectionShell>
  )
}
