'use client'

// The free-text parts of the profile: vision, mission, goal and objectives;
// and the program block with its two multi-selects (thematic scopes are sent
// as subjective_works, target groups as target_group_categories). Both save
// with PUT ngo/profile/{id}, sending only their own fields.
import { useTranslate } from '@/components/i18n-provider'
import type { EditorProfile, EditorReference, NamedOption } from '@/lib/client/profile'
import { CheckboxList, TextField } from './fields'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'

// Their editing code (checks, save, conflict panel) comes when a section opens.
const visionForm = lazyEditingCode(() => import('./text-forms').then((module) => module.VisionForm))
const programForm = lazyEditingCode(() => import('./text-forms').then((module) => module.ProgramForm))

export type Draft = Record<string, string>

export const VISION_FIELDS = [
  { name: 'vision', label: 'Vision' },
  { name: 'mission', label: 'Mission' },
  { name: 'goal', label: 'Goal' },
  { name: 'objectives', label: 'Objectives' },
] as const

export const PROGRAM_TEXT = [
  { name: 'program_area', label: 'Program area' },
  { name: 'major_programs', label: 'Major programs' },
  { name: 'major_achievements', label: 'Major achievements' },
  { name: 'major_challenges', label: 'Major challenges' },
] as const

function textDraft(profile: EditorProfile | null, names: readonly string[]): Draft {
  const source = (profile ?? {}) as unknown as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string) : '']))
}

export function VisionSection({ profile, version }: { profile: EditorProfile | null; version?: number }) {
  const { t, hint } = useTranslate()
  const names = VISION_FIELDS.map((field) => field.name)
  const section = useSection<Draft>('Vision, mission, goal and objectives', () => textDraft(profile, names), { version })
  const labels = Object.fromEntries(VISION_FIELDS.map((field) => [field.name, field.label]))
  const complete = profile ? names.every((name) => !!textDraft(profile, names)[name].trim()) : undefined

  return (
    <SectionShell
      section={section}
      available={!!profile}
      complete={complete}
      form={(parts) => <visionForm.Form parts={parts} section={section} profile={profile} labels={labels} />}
      preload={visionForm.preload}
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

export type ProgramText = (typeof PROGRAM_TEXT)[number]['name']
export type ProgramDraft = Record<ProgramText, string> & { subjective_works: number[]; target_group_categories: number[] }

/** The active options plus any the profile still has (an option deactivated after it was chosen). */
function withChosen(options: NamedOption[], chosen: NamedOption[]): NamedOption[] {
  const missing = chosen.filter((item) => !options.some((option) => option.id === item.id))
  return [...options, ...missing]
}

export function ProgramSection({ profile, reference, version }: { profile: EditorProfile | null; reference: EditorReference; version?: number }) {
  const { t, hint } = useTranslate()
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
      form={(parts) => <programForm.Form parts={parts} section={section} profile={profile} labels={labels} options={{ subjective_works: thematicScopes, target_group_categories: targetGroups }} />}
      preload={programForm.preload}
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
