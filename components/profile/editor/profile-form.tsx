'use client'

// The editing code of the profile section (profile-section.tsx frames it;
// read only, the page's markup shows it, profile-view.ts): the groups of
// fields with inputs, the checks against the API's schema, the save that
// creates the profile (POST) or updates it (PUT), the DAO registration
// number's question when the number differs from the account's (spec section
// 8), and what the conflict panel compares. Loaded when the section opens, or
// with the page when a new NGO finds the section open (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { TableScroll } from '@/components/ui/table-scroll'
import { formatNumber } from '@/lib/calendar'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { DAO_MISMATCH_MESSAGE, sumTyped, type EditorProfile, type EditorReference } from '@/lib/client/profile'
import { localName } from '@/lib/i18n/local-name'
import { LALITPUR_DISTRICT_NAME, profileCreateBody, profileUpdateBody, STRUCTURE_COUNT_FIELDS } from '@/lib/profile/schemas'
import { CellInput, CheckboxList, DateField, SelectField, TextField, useRequiredMessage } from './fields'
import {
  COUNTS_HEADING_ID,
  COUNTS_TITLE,
  DAO_GROUP,
  FIELDS,
  GROUPS,
  groupHeadingId,
  ORGANIZATION_SPLITS,
  publicityHint,
  STRUCTURE_GROUPS,
  WARD_LABELS,
  wardIds,
  type FieldSpec,
} from './profile-fields'
import type { Draft } from './profile-section'
import { GENDERS } from './structure-lines'
import { SectionForm } from './section-form'
import { SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'
import styles from './editor.module.css'

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
  reference: EditorReference
  /** Asks whether to save with a DAO number other than the account's; resolves to the answer. */
  askToUpdateDao: () => Promise<boolean>
}

export function ProfileForm({ parts, section, profile, reference, askToUpdateDao }: ProfileFormProps) {
  const { t, language } = useTranslate()
  const requiredMessage = useRequiredMessage()
  const { values } = section
  const organizationTypes = reference.organizationTypes.map((type) => ({ value: String(type.id), label: localName(language, type.type, type.type_en) }))
  const wardName = (id: number) => {
    const ward = reference.wards.find((candidate) => candidate.id === id)
    return ward ? localName(language, ward.name, ward.name_en) : String(id)
  }

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

  const fields = <ProfileFields section={section} organizationTypes={organizationTypes} wards={reference.wards} />
  return <SectionForm section={section} parts={{ ...parts, body: fields }} onSubmit={submit} describe={describe} />
}

/** The groups of fields with inputs, in the order of the read-only view (profile-view.ts). */
function ProfileFields({ section, organizationTypes, wards }: { section: Section<Draft>; organizationTypes: { value: string; label: string }[]; wards: EditorReference['wards'] }) {
  const { t, hint } = useTranslate()
  const { values, errors } = section

  function setField(name: string, value: string) {
    section.update((current) => ({ ...current, [name]: value }))
    section.clearError(name)
  }

  function renderField(field: FieldSpec) {
    // The administrator's hint for the field, and who will see what is typed.
    const publicity = publicityHint(field.name)
    const fieldHint = [hint(field.label), publicity && t(publicity)].filter(Boolean).join(' ') || undefined
    const common = { key: field.name, label: t(field.label), editing: true, error: errors[field.name], required: field.required, hint: fieldHint }
    const value = values[field.name]
    if (field.kind === 'date') return <DateField {...common} value={value} onChange={(next) => setField(field.name, next)} />
    return (
      <TextField
        {...common}
        value={value}
        onChange={(next) => setField(field.name, next)}
        type={field.kind === 'email' || field.kind === 'tel' || field.kind === 'url' ? field.kind : 'text'}
        inputMode={field.kind === 'number' ? 'text' : undefined}
      />
    )
  }

  const [first, second] = ORGANIZATION_SPLITS
  return (
    <>
      {GROUPS.map((group, index) => (
        <div key={group.title} className={styles.fieldGroup} role="group" aria-labelledby={groupHeadingId(index)}>
          <h3 id={groupHeadingId(index)} className={styles.groupTitle}>
            {t(group.title)}
          </h3>
          <div className={styles.fieldGrid}>
            {index === 0 ? (
              <>
                {group.fields.slice(0, first).map(renderField)}
                <SelectField
                  label={t('Organization type')}
                  editing
                  value={values.organization_type_id}
                  options={organizationTypes}
                  error={errors.organization_type_id}
                  onChange={(next) => setField('organization_type_id', next)}
                />
                {group.fields.slice(first, second).map(renderField)}
                {/* Where the NGO is, beside its address. */}
                <WardFields values={values} errors={errors} wards={wards} onChange={setField} />
                {group.fields.slice(second).map(renderField)}
              </>
            ) : (
              group.fields.map(renderField)
            )}
            {group.title === DAO_GROUP ? (
              <>
                <SelectField
                  label={t('District')}
                  editing
                  value={values.dao_district}
                  options={[
                    { value: 'lalitpur', label: t('Lalitpur') },
                    { value: 'others', label: t('Others') },
                  ]}
                  error={errors.dao_district}
                  onChange={(next) => {
                    section.update((current) => ({
                      ...current,
                      dao_district: next,
                      dao_district_name: next === 'lalitpur' ? LALITPUR_DISTRICT_NAME : next === 'others' && current.dao_district_name === LALITPUR_DISTRICT_NAME ? '' : current.dao_district_name,
                    }))
                  }}
                />
                {values.dao_district === 'others' ? (
                  <TextField label={t('District Name')} editing value={values.dao_district_name} error={errors.dao_district_name} onChange={(next) => setField('dao_district_name', next)} />
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      ))}
      <StructureCounts values={values} errors={errors} onChange={setField} />
    </>
  )
}

/** The profile-level counts: four groups by gender with a computed, read-only total. */
function StructureCounts({ values, errors, onChange }: { values: Draft; errors: FieldErrors; onChange: (name: string, value: string) => void }) {
  const { t, language } = useTranslate()
  return (
    <div className={styles.fieldGroup}>
      <h3 id={COUNTS_HEADING_ID} className={styles.groupTitle}>
        {t(COUNTS_TITLE)}
      </h3>
      <TableScroll label={t(COUNTS_TITLE)}>
        <table aria-labelledby={COUNTS_HEADING_ID} className={styles.compactTable}>
          <thead>
            <tr>
              <th scope="col">{t('Group')}</th>
              {GENDERS.map((gender) => (
                <th key={gender.key} scope="col">
                  {t(gender.label)}
                </th>
              ))}
              <th scope="col">{t('Total')}</th>
            </tr>
          </thead>
          <tbody>
            {STRUCTURE_GROUPS.map((group) => {
              const fields = GENDERS.map((gender) => `${group.key}_${gender.key}`)
              return (
                <tr key={group.key}>
                  <th scope="row">{t(group.label)}</th>
                  {fields.map((field, index) => (
                    <td key={field} className={styles.numberCell}>
                      <CellInput
                        label={`${t(group.label)} – ${t(GENDERS[index].label)}`}
                        value={values[field]}
                        editing
                        inputMode="numeric"
                        error={errors[field]}
                        onChange={(next) => onChange(field, next)}
                      />
                    </td>
                  ))}
                  <td className={styles.numberCell}>
                    <output aria-label={`${t(group.label)} – ${t('Total')}`}>{formatNumber(sumTyped(...fields.map((field) => values[field])), language)}</output>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}

/**
 * Where the NGO is (decision 098): its office ward, and the wards it works
 * in or the whole municipality (which covers a ward added later, so its
 * wards are not chosen one by one).
 */
function WardFields({
  values,
  errors,
  wards,
  onChange,
}: {
  values: Draft
  errors: FieldErrors
  wards: EditorReference['wards']
  onChange: (name: string, value: string) => void
}) {
  const { t, language } = useTranslate()
  const whole = values.whole_municipality === 'true'
  const options = wards.map((ward) => ({ id: ward.id, name: ward.name, name_en: ward.name_en }))
  const chosen = wardIds(values.working_wards)
  return (
    <div className={styles.wardFields}>
      <SelectField
        label={t('Office ward')}
        editing
        value={values.office_ward_id}
        options={wards.map((ward) => ({ value: String(ward.id), label: localName(language, ward.name, ward.name_en) }))}
        noneLabel={t('Ward not given')}
        error={errors.office_ward_id}
        onChange={(next) => onChange('office_ward_id', next)}
      />
      <label className={`${styles.checkbox} ${styles.wardWide}`}>
        <input type="checkbox" checked={whole} onChange={(event) => onChange('whole_municipality', event.target.checked ? 'true' : 'false')} />
        {t('We work across the whole municipality')}
      </label>
      <CheckboxList
        label={t('Working wards')}
        hint={t('The wards where the NGO runs its programmes. Choosing the whole municipality covers every ward, those added later too.')}
        className={styles.wardWide}
        editing
        compact
        disabled={whole}
        options={options}
        selected={whole ? [] : chosen}
        error={errors.working_wards}
        onChange={(selected) => onChange('working_wards', selected.join(','))}
      />
    </div>
  )
}
