'use client'

// The own-profile editor (route /profile): the profile in the sidebar and
// every section beside it, each with its own Edit/Close and Save (spec
// sections 2 and 4). Before the first save only the profile can be filled.
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { EditorReference, EditorSections } from '@/lib/client/profile'
import { AuditReportsSection } from './audit-reports-section'
import { ChecklistSection } from './checklist-section'
import { DocumentsSection } from './documents-section'
import { EditorProvider, useEditor } from './editor-context'
import { ProfileSection } from './profile-section'
import { StatusBar } from './status-bar'
import { StructureSection } from './structure-section'
import { AssociateSection, BudgetSection, ManpowerSection } from './table-sections'
import { ProgramSection, VisionSection } from './text-sections'
import styles from './editor.module.css'

type Props = {
  reference: EditorReference
  sections: EditorSections | null
  /** The DAO registration number the account signs in with. */
  registeredDao: string
}

export function ProfileEditor({ reference, sections, registeredDao }: Props) {
  return (
    <EditorProvider profileId={sections?.profile.id ?? null}>
      <EditorBody reference={reference} sections={sections} registeredDao={registeredDao} />
    </EditorProvider>
  )
}

function EditorBody({ reference, sections, registeredDao }: Props) {
  const { t } = useTranslate()
  const editor = useEditor()
  const profile = sections?.profile ?? null
  const profileId = profile?.id ?? null
  const flags = profile?.completeness
  const versions = sections?.versions
  const [askingToResetAll, setAskingToResetAll] = useState(false)
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        {profile ? <StatusBar profile={profile} /> : null}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (editor.dirtySections.length > 0 ? setAskingToResetAll(true) : editor.resetAll())}
          disabled={editor.busy}
        >
          {t('Reset All')}
        </button>
      </div>
      <ConfirmDialog
        open={askingToResetAll}
        title={t('Discard every unsaved change?')}
        confirmLabel={t('Discard changes')}
        cancelLabel={t('Keep editing')}
        danger
        onCancel={() => setAskingToResetAll(false)}
        onConfirm={() => {
          setAskingToResetAll(false)
          editor.resetAll()
        }}
      >
        <p>{t('These sections have changes that are not saved:')}</p>
        <ul>
          {editor.dirtySections.map((section) => (
            <li key={section}>{t(section)}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <ProfileSection profile={profile} reference={reference} registeredDao={registeredDao} version={versions?.profile} />
        </div>
        <div className={styles.main}>
          <VisionSection profile={profile} version={versions?.vision} />
          <ProgramSection profile={profile} reference={reference} version={versions?.program} />
          <AssociateSection
            profileId={profileId}
            rows={sections?.associateRows ?? []}
            version={versions?.associate}
            complete={flags ? flags.associate_partnershipfirm_office_keyperson === 1 : undefined}
          />
          <ChecklistSection
            profileId={profileId}
            configs={reference.rulesConfigs}
            rows={sections?.rulesRows ?? []}
            version={versions?.['rules-regulations-plan']}
            complete={flags ? flags.rules_regulations_plan === 1 : undefined}
          />
          <StructureSection
            profileId={profileId}
            configs={reference.structureConfigs}
            rows={sections?.structureRows ?? []}
            version={versions?.['organizational-structure']}
            complete={flags ? flags.current_organizational_structure === 1 : undefined}
          />
          <ManpowerSection profileId={profileId} rows={sections?.manpowerRows ?? []} version={versions?.['subjective-manpower-detail']} />
          <BudgetSection
            profileId={profileId}
            rows={sections?.budgetRows ?? []}
            reference={reference}
            complete={flags ? flags.annual_budget === 1 : undefined}
            version={versions?.['annual-budget']}
          />
          <DocumentsSection
            profileId={profileId}
            documents={sections?.documents ?? []}
            reference={reference}
            complete={flags ? flags.document === 1 : undefined}
            version={versions?.documents}
          />
          <AuditReportsSection profileId={profileId} reports={sections?.auditReports ?? []} reference={reference} version={versions?.['audit-reports']} />
        </div>
      </div>
    </div>
  )
}
