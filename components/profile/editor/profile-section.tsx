'use client'

// The profile section (the sidebar of spec section 2): names, type, location
// and contacts, the three registration blocks, head and contact person, the
// dates and the profile-level organisation structure counts. Saving creates
// the profile when there is none (POST), otherwise updates it (PUT). A DAO
// registration number other than the account's asks 'Update DAO Registration
// No?' and, on yes, resubmits with update_dao_registration_no (spec section 8).
// The dialog says why in a sentence for people (the API's own wording is
// fixed by the spec, lib/i18n/people-messages.ts) and names the action on its
// button.
import { useRef, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { TableScroll } from '@/components/ui/table-scroll'
import { typedText } from '@/components/typed-text'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { DAO_MISMATCH_MESSAGE, numberInputText, sumTyped, type EditorProfile, type EditorReference } from '@/lib/client/profile'
import { OFFICE_CONTACT_COLUMNS, PERSONAL_CONTACT_COLUMNS } from '@/lib/profile/columns'
import { LALITPUR_DISTRICT_NAME, STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'
import { CellInput, CheckboxList, DateField, preloadDatePicker, SelectField, TextField } from './fields'
import { LogoUpload } from './logo-upload'
import { lazyEditingCode, SectionShell, useSection, type FieldErrors } from './section-shell'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'
import { GENDERS } from './structure-lines'

// The checks and the save (with the DAO number's question) come when the section opens (decision 104).
const profileForm = lazyEditingCode(() => Promise.all([import('./profile-form'), preloadDatePicker()]).then(([module]) => module.ProfileForm))

type Kind = 'text' | 'number' | 'email' | 'tel' | 'url' | 'date'
type FieldSpec = { name: string; label: string; kind?: Kind; required?: boolean }
type Group = { title: string; fields: FieldSpec[] }

const GROUPS: Group[] = [
  {
    title: 'Organization',
    fields: [
      { name: 'name', label: 'Name in Nepali', required: true },
      { name: 'name_en', label: 'Name in English' },
      { name: 'name_acronym', label: 'Acronym' },
      { name: 'location', label: 'Location' },
      { name: 'house_no', label: 'House number', kind: 'number' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'website', label: 'Website', kind: 'url' },
      { name: 'last_annual_meet_or_adheebesan_date', label: 'Last annual meeting or general assembly date', kind: 'date' },
      { name: 'latest_audit_report_date', label: 'Latest audit report date', kind: 'date' },
      { name: 'lmc_registration_no', label: 'Registration number with the municipality', kind: 'number' },
      { name: 'tax_registration_no', label: 'Tax registration number', kind: 'number' },
    ],
  },
  {
    title: 'District Administration Office registration',
    fields: [
      { name: 'dao_registration_no', label: 'DAO Registration No.', kind: 'number' },
      { name: 'dao_registration_date', label: 'DAO Registration Date', kind: 'date' },
      { name: 'dao_last_renewal_date', label: 'DAO Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'Social Welfare Council registration',
    fields: [
      { name: 'sw_registration_no', label: 'Social Welfare Registration No.', kind: 'number' },
      { name: 'sw_registration_date', label: 'Social Welfare Registration Date', kind: 'date' },
      { name: 'sw_last_renewal_date', label: 'Social Welfare Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'NGO Federation registration',
    fields: [
      { name: 'ngo_registration_no', label: 'NGO Registration No.', kind: 'number' },
      { name: 'ngo_registration_date', label: 'NGO Registration Date', kind: 'date' },
      { name: 'ngo_last_renewal_date', label: 'NGO Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'Head person',
    fields: [
      { name: 'head_person_name', label: 'Head Person Name' },
      { name: 'head_person_post', label: 'Head Person Post' },
      { name: 'head_person_phone', label: 'Head Person Phone', kind: 'tel' },
      { name: 'head_person_email', label: 'Head Person Email', kind: 'email' },
      { name: 'head_person_last_elected', label: 'Head Person Last Elected Date', kind: 'date' },
    ],
  },
  {
    title: 'Contact person',
    fields: [
      { name: 'contact_person_name', label: 'Contact Person Name' },
      { name: 'contact_person_post', label: 'Contact Person Post' },
      { name: 'contact_person_phone', label: 'Contact Person Phone', kind: 'tel' },
      { name: 'contact_person_email', label: 'Contact Person Email', kind: 'email' },
    ],
  },
]

export const STRUCTURE_GROUPS = [
  { key: 'ordinary_member', label: 'Ordinary members' },
  { key: 'working_committee', label: 'Working committee' },
  { key: 'employee', label: 'Employees' },
  { key: 'volunteer', label: 'Volunteers' },
] as const

export const FIELDS = GROUPS.flatMap((group) => group.fields)

/** What the public sees of a contact field, said beside it. */
function publicityHint(name: string): string | undefined {
  if ((PERSONAL_CONTACT_COLUMNS as readonly string[]).includes(name)) return 'Shown on your public profile page only; left out of the public list of NGOs and of the open data.'
  if ((OFFICE_CONTACT_COLUMNS as readonly string[]).includes(name)) return 'Public: shown on your profile page, in the public list of NGOs and in the open data.'
  return undefined
}
const DISTRICT_FIELDS = ['dao_district', 'dao_district_name'] as const

// Where the NGO is (decision 098). The working wards travel in the draft as ids joined by commas.
export const WARD_LABELS: Record<string, string> = { office_ward_id: 'Office ward', whole_municipality: 'The whole municipality', working_wards: 'Working wards' }
export const wardIds = (text: string) => text.split(',').filter(Boolean).map(Number)

export type Draft = Record<string, string>

function initialDraft(profile: EditorProfile | null, language: 'ne' | 'en'): Draft {
  const source = (profile ?? {}) as unknown as Record<string, unknown>
  const draft: Draft = {}
  for (const field of FIELDS) {
    const value = source[field.name]
    if (value === null || value === undefined) draft[field.name] = ''
    else draft[field.name] = field.kind === 'number' ? pageDigits(String(value), language) : String(value)
  }
  for (const field of DISTRICT_FIELDS) draft[field] = typeof source[field] === 'string' ? (source[field] as string) : ''
  draft.organization_type_id = source.organization_type_id ? String(source.organization_type_id) : ''
  draft.office_ward_id = source.office_ward_id ? String(source.office_ward_id) : ''
  draft.whole_municipality = source.whole_municipality === true ? 'true' : 'false'
  draft.working_wards = ((source.working_wards as { id: number }[] | undefined) ?? []).map((ward) => ward.id).join(',')
  for (const field of STRUCTURE_COUNT_FIELDS) draft[field] = numberInputText(source[field] as number | undefined, language)
  return draft
}

export function ProfileSection({
  profile,
  reference,
  registeredDao,
  version,
}: {
  profile: EditorProfile | null
  reference: EditorReference
  registeredDao: string
  version?: number
}) {
  const { t, language, hint } = useTranslate()
  const section = useSection<Draft>('Profile', () => initialDraft(profile, language), { startEditing: profile === null, version })
  const [confirmOpen, setConfirmOpen] = useState(false)
  const answer = useRef<((yes: boolean) => void) | null>(null)
  const { values, editing, errors } = section

  function askToUpdateDao(): Promise<boolean> {
    setConfirmOpen(true)
    return new Promise((resolve) => {
      answer.current = (yes) => {
        setConfirmOpen(false)
        answer.current = null
        resolve(yes)
      }
    })
  }

  function setField(name: string, value: string) {
    section.update((current) => ({ ...current, [name]: value }))
    section.clearError(name)
  }

  function renderField(field: FieldSpec) {
    // The administrator's hint for the field, and who will see what is typed.
    const publicity = publicityHint(field.name)
    const fieldHint = [hint(field.label), publicity && t(publicity)].filter(Boolean).join(' ') || undefined
    const common = { key: field.name, label: t(field.label), editing, error: errors[field.name], required: field.required, hint: fieldHint }
    const value = values[field.name]
    if (field.kind === 'date') return <DateField {...common} value={value} onChange={(next) => setField(field.name, next)} />
    const display =
      field.kind === 'url' && value ? (
        <a href={value} rel="noopener noreferrer nofollow" target="_blank" translate="no">
          {value}
        </a>
      ) : field.kind === 'email' && value ? (
        <a href={`mailto:${value}`} translate="no">
          {value}
        </a>
      ) : (field.kind === 'number' || field.kind === 'tel') && value ? (
        // Numbers a person typed keep their digits, written in the page's script.
        typedText(pageDigits(value, language), language)
      ) : undefined
    return (
      <TextField
        {...common}
        value={value}
        display={display}
        onChange={(next) => setField(field.name, next)}
        type={field.kind === 'email' || field.kind === 'tel' || field.kind === 'url' ? field.kind : 'text'}
        inputMode={field.kind === 'number' ? 'text' : undefined}
      />
    )
  }

  const organizationTypes = reference.organizationTypes.map((type) => ({ value: String(type.id), label: localName(language, type.type, type.type_en) }))
  const wardName = (id: number) => {
    const ward = reference.wards.find((candidate) => candidate.id === id)
    return ward ? localName(language, ward.name, ward.name_en) : String(id)
  }

  return (
    <div data-editing={editing ? 'true' : 'false'} className={styles.profileSection}>
      <LogoUpload profile={profile} />
      <SectionShell
        section={section}
        complete={profile ? profile.completeness.ngo_profile === 1 : undefined}
        form={(parts) => (
          <profileForm.Form
            parts={parts}
            section={section}
            profile={profile}
            organizationTypes={organizationTypes}
            wardName={wardName}
            askToUpdateDao={askToUpdateDao}
          />
        )}
        preload={profileForm.preload}
        description={profile ? null : <p className={styles.prompt}>{t('You have not saved a profile yet. Fill in the form and save it.')}</p>}
      >
        {GROUPS.map((group, index) => (
          <div key={group.title} className={styles.fieldGroup} role="group" aria-labelledby={`profile-group-${index}`}>
            <h3 id={`profile-group-${index}`} className={styles.groupTitle}>
              {t(group.title)}
            </h3>
            <div className={styles.fieldGrid}>
              {index === 0 ? (
                <>
                  {group.fields.slice(0, 3).map(renderField)}
                  <SelectField
                    label={t('Organization type')}
                    editing={editing}
                    value={values.organization_type_id}
                    options={organizationTypes}
                    error={errors.organization_type_id}
                    onChange={(next) => setField('organization_type_id', next)}
                  />
                  {group.fields.slice(3, 4).map(renderField)}
                  {/* Where the NGO is, beside its address. */}
                  <WardFields values={values} editing={editing} errors={errors} wards={reference.wards} onChange={setField} />
                  {group.fields.slice(4).map(renderField)}
                </>
              ) : (
                group.fields.map(renderField)
              )}
              {group.title === 'District Administration Office registration' ? (
                <>
                  <SelectField
                    label={t('District')}
                    editing={editing}
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
                    <TextField
                      label={t('District Name')}
                      editing={editing}
                      value={values.dao_district_name}
                      error={errors.dao_district_name}
                      onChange={(next) => setField('dao_district_name', next)}
                    />
                  ) : !editing && values.dao_district_name ? (
                    <TextField label={t('District Name')} editing={false} value={values.dao_district_name} onChange={() => undefined} />
                  ) : null}
                </>
              ) : null}
            </div>
          </div>
        ))}
        <StructureCounts values={values} editing={editing} errors={errors} onChange={setField} />
      </SectionShell>
      <ConfirmDialog
        open={confirmOpen}
        title={t('Update DAO Registration No?')}
        confirmLabel={t('Save with this number')}
        cancelLabel={t('Do not save')}
        onConfirm={() => answer.current?.(true)}
        onCancel={() => answer.current?.(false)}
      >
        <p>{t(DAO_MISMATCH_MESSAGE)}</p>
        <dl className={styles.daoNumbers}>
          <div>
            <dt>{t('Registered with your account')}</dt>
            <dd className="phone-number">{pageDigits(registeredDao, language)}</dd>
          </div>
          <div>
            <dt>{t('Entered in the profile')}</dt>
            <dd className="phone-number">{pageDigits(values.dao_registration_no.trim(), language)}</dd>
          </div>
        </dl>
        <p>{t('Saving with this number changes the number of your account too: from now on you sign in with the number entered in the profile. Not saving keeps your typed values here.')}</p>
      </ConfirmDialog>
    </div>
  )
}

/** The profile-level counts: four groups by gender with a computed, read-only total. */
function StructureCounts({
  values,
  editing,
  errors,
  onChange,
}: {
  values: Draft
  editing: boolean
  errors: FieldErrors
  onChange: (name: string, value: string) => void
}) {
  const { t, language } = useTranslate()
  return (
    <div className={styles.fieldGroup}>
      <h3 id="profile-structure-counts" className={styles.groupTitle}>
        {t('Members, committee, employees and volunteers')}
      </h3>
      <TableScroll label={t('Members, committee, employees and volunteers')}>
        <table aria-labelledby="profile-structure-counts" className={styles.compactTable}>
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
                        editing={editing}
                        inputMode="numeric"
                        error={errors[field]}
                        display={pageDigits(values[field] || '0', language)}
                        onChange={(next) => onChange(field, next)}
                      />
                    </td>
                  ))}
                  <td className={styles.numberCell}>
                    {editing ? (
                      <output aria-label={`${t(group.label)} – ${t('Total')}`}>{formatNumber(sumTyped(...fields.map((field) => values[field])), language)}</output>
                    ) : (
                      formatNumber(sumTyped(...fields.map((field) => values[field])), language)
                    )}
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
  editing,
  errors,
  wards,
  onChange,
}: {
  values: Draft
  editing: boolean
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
        editing={editing}
        value={values.office_ward_id}
        options={wards.map((ward) => ({ value: String(ward.id), label: localName(language, ward.name, ward.name_en) }))}
        noneLabel={t('Ward not given')}
        error={errors.office_ward_id}
        onChange={(next) => onChange('office_ward_id', next)}
      />
      {editing ? (
        <>
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
        </>
      ) : (
        <TextField
          label={t('Working wards')}
          editing={false}
          value=""
          display={
            whole
              ? t('The whole municipality')
              : chosen.length > 0
                ? chosen.map((id) => options.find((ward) => ward.id === id)).filter((ward) => ward !== undefined).map((ward) => localName(language, ward.name, ward.name_en)).join(', ')
                : t('Ward not given')
          }
          onChange={() => undefined}
        />
      )}
    </div>
  )
}
