'use client'

// The editing code of the profile section (profile-section.tsx shows it):
// the checks against the API's schema, the save that creates the profile
// (POST) or updates it (PUT), the DAO registration number's question when
// the number differs from the account's (spec section 8), and what the
// conflict panel compares. Loaded when the section opens, or with the page
// when a new NGO finds the section open (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { DAO_MISMATCH_MESSAGE, type EditorProfile } from '@/lib/client/profile'
import { LALITPUR_DISTRICT_NAME, profileCreateBody, profileUpdateBody, STRUCTURE_COUNT_FIELDS } from '@/lib/profile/schemas'
import { useRequiredMessage } from './fields'
import { FIELDS, STRUCTURE_GROUPS, WARD_LABELS, wardIds, type Draft } from './profile-section'
import { GENDERS } from './structure-lines'
import { SectionForm } from './section-form'
import { SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'

/** The body of a profile save: every field of this section (blank clears it). */
function saveBody(draft: Draft) {
  const body: Record<string, unknown> = {}
  for (const field of FIELDS) body[field.name] = draft[field.name].trim()
  body.organization_type_id = draft.organization_type_id
  body.dao_district = draft.dao_district
  body.dao_district_name = draft.dao_district === 'lalitpur' ? LALITPUR_DISTRICT_NAME : draft.dao_district_name.trim()
  body.office_ward_id = draft.office_ward_id
  body.whole_municipality = draft.whole_municipality === 'true'
  // The whole municipality covers every ward, those added later too: no list of its own.
  body.working_wards = draft.whole_municipality === 'true' ? [] : wardIds(draft.working_wards)
  for (const field of STRUCTURE_COUNT_FIELDS) body[field] = draft[field].trim()
  return body
}

type ProfileFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profile: EditorProfile | null
  organizationTypes: { value: string; label: string }[]
  wardName: (id: number) => string
  /** Asks whether to save with a DAO number other than the account's; resolves to the answer. */
  askToUpdateDao: () => Promise<boolean>
}

export function ProfileForm({ parts, section, profile, organizationTypes, wardName, askToUpdateDao }: ProfileFormProps) {
  const { t } = useTranslate()
  const requiredMessage = useRequiredMessage()
  const { values } = section

  const labelOf = (name: string) => {
    const field = FIELDS.find((candidate) => candidate.name === name)
    if (field) return t(field.label)
    const group = STRUCTURE_GROUPS.find((candidate) => name.startsWith(`${candidate.key}_`))
    const gender = GENDERS.find((candidate) => name.endsWith(`_${candidate.key}`))
    if (group && gender) return `${t(group.label)} – ${t(gender.label)}`
    const other: Record<string, string> = { organization_type_id: 'Organization type', dao_district: 'District', dao_district_name: 'District Name', ...WARD_LABELS }
    return t(other[name] ?? name)
  }

  function validate(body: Record<string, unknown>): FieldErrors {
    const schema = profile ? profileUpdateBody : profileCreateBody
    const parsed = schema.safeParse(body)
    const found: FieldErrors = {}
    if (!String(body.name ?? '').trim()) found.name = requiredMessage(labelOf('name'))
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        if (key && !found[key]) found[key] = `${labelOf(key)}: ${t(issue.message)}`
      }
    }
    return found
  }

  function submit() {
    const body = saveBody(values)
    const found = validate(body)
    if (Object.keys(found).length > 0) {
      section.reportErrors(found)
      return
    }
    void section.save(
      async (_draft, base) => {
        const send = (confirmed: boolean) => {
          const payload = confirmed ? { ...body, update_dao_registration_no: true } : body
          return profile
            ? apiFetch(`ngo/profile/${profile.id}`, { method: 'PUT', body: { ...payload, base_version: base } })
            : apiFetch('ngo/profile', { method: 'POST', body: payload })
        }
        try {
          await send(false)
        } catch (error) {
          if (!(error instanceof ApiRequestError) || error.status !== 409 || error.message !== DAO_MISMATCH_MESSAGE) throw error
          if (!(await askToUpdateDao())) throw new SectionError(DAO_MISMATCH_MESSAGE, { dao_registration_no: t(DAO_MISMATCH_MESSAGE) })
          await send(true)
        }
      },
      { success: t('Profile Save Success !'), failure: t('Failed to Save Profile') },
    )
  }

  /** Field by field, as the conflict panel compares them. */
  function describe(draft: Draft) {
    return Object.entries(draft).map(([name, value]) => ({
      key: name,
      label: labelOf(name),
      value:
        name === 'organization_type_id'
          ? (organizationTypes.find((type) => type.value === value)?.label ?? value)
          : name === 'office_ward_id'
            ? (value ? wardName(Number(value)) : '')
            : name === 'working_wards'
              ? wardIds(value).map(wardName).join(', ')
              : name === 'whole_municipality'
                ? t(value === 'true' ? 'Yes' : 'No')
                : value.trim(),
    }))
  }

  return <SectionForm section={section} parts={parts} onSubmit={submit} describe={describe} />
}
