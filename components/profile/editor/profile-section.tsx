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
//
// Read only, the page's markup made on the server once per read shows the
// fields (profile-view.ts; decision 107): the section's first load carries no
// field code. Editing (profile-form.tsx, loaded when the section opens,
// decision 104) shows the same groups with inputs.
import { useRef, useState, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { pageDigits } from '@/lib/calendar'
import { DAO_MISMATCH_MESSAGE, numberInputText, type EditorProfile, type EditorReference } from '@/lib/client/profile'
import { STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'
import { preloadDatePicker } from './fields'
import { LogoUpload } from './logo-upload'
import { FIELDS } from './profile-fields'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'
import styles from './editor.module.css'

// The fields with inputs, the checks and the save (with the DAO number's question) come when the section opens (decision 104).
const profileForm = lazyEditingCode(() => Promise.all([import('./profile-form'), preloadDatePicker()]).then(([module]) => module.ProfileForm))

const DISTRICT_FIELDS = ['dao_district', 'dao_district_name'] as const

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
  view,
  version,
}: {
  profile: EditorProfile | null
  reference: EditorReference
  registeredDao: string
  /** The read-only fields, made on the server (profile-view.ts); null before the first save. */
  view: ReactNode
  version?: number
}) {
  const { t, language } = useTranslate()
  const section = useSection<Draft>('Profile', () => initialDraft(profile, language), { startEditing: profile === null, version })
  const [confirmOpen, setConfirmOpen] = useState(false)
  const answer = useRef<((yes: boolean) => void) | null>(null)
  const { values, editing } = section

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
            reference={reference}
            askToUpdateDao={askToUpdateDao}
          />
        )}
        preload={profileForm.preload}
        description={profile ? null : <p className={styles.prompt}>{t('You have not saved a profile yet. Fill in the form and save it.')}</p>}
      >
        {/* Made on the server from the saved profile, escaped there (profile-view.ts): markup the HTML carries once (decision 108). */}
        {editing ? null : view}
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
