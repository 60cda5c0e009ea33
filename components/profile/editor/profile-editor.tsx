'use client'

// The own-profile editor (route /profile): the profile in the sidebar and
// every section beside it, each with its own Edit/Close and Save (spec
// sections 2 and 4). Before the first save only the profile can be filled.
// Any number of sections may be open; while one is, Save all open sections
// stands at the foot of the page (decision 086).
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { goToField } from '@/components/ui/focus'
import { editorReference } from '@/lib/client/editor-reference'
import type { EditorReference, EditorSections } from '@/lib/client/profile'
import { AuditReportsSection } from './audit-reports-section'
import { ChecklistSection } from './checklist-section'
import { DocumentsSection } from './documents-section'
import { EditorProvider, useEditor, type SaveAllOutcome } from './editor-context'
import { ProfileSection } from './profile-section'
import { StatusBar } from './status-bar'
import { StructureSection } from './structure-section'
import { AssociateSection, BudgetSection, ManpowerSection } from './table-sections'
import { ProgramSection, VisionSection } from './text-sections'
import { formatNumber } from '@/lib/calendar'
import styles from './editor.module.css'

type Props = {
  /** The version of the reference lists (lib/client/editor-reference.ts): at hand on the server, loaded from their address in the browser. */
  referenceVersion: string
  sections: EditorSections | null
  /** The DAO registration number the account signs in with. */
  registeredDao: string
  /** The sections' read-only views made on the server as markup (decision 107); null before the first save. */
  views: EditorViews | null
}

export type EditorViews = {
  /** The profile section's fields (profile-view.ts). */
  profile: ReactNode
  /** The organizational structure's blocks (structure-view.ts); null when no name has a number. */
  structure: ReactNode
  /** The documents' table (documents-view.ts). */
  documents: ReactNode
}

export function ProfileEditor({ referenceVersion, ...props }: Props) {
  const reference = editorReference.useVersion(referenceVersion)
  return (
    <EditorProvider profileId={props.sections?.profile.id ?? null}>
      <EditorBody reference={reference} {...props} />
    </EditorProvider>
  )
}

function EditorBody({ reference, sections, registeredDao, views }: Omit<Props, 'referenceVersion'> & { reference: EditorReference }) {
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
          <ProfileSection profile={profile} reference={reference} registeredDao={registeredDao} view={views?.profile} version={versions?.profile} />
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
            view={views?.structure}
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
            view={views?.documents}
            complete={flags ? flags.document === 1 : undefined}
            version={versions?.documents}
          />
          <AuditReportsSection profileId={profileId} reports={sections?.auditReports ?? []} reference={reference} version={versions?.['audit-reports']} />
        </div>
      </div>
      <SaveAllBar />
    </div>
  )
}

/**
 * The foot of the page while sections are open: how many, and one button
 * that presses the Save of each. Afterwards it says which were saved and
 * which were not (those keep their errors, and link to them), and takes the
 * focus so a screen reader hears it once rather than each section in turn.
 */
function SaveAllBar() {
  const { t, language } = useTranslate()
  const editor = useEditor()
  const [outcome, setOutcome] = useState<SaveAllOutcome | null>(null)
  const report = useRef<HTMLDivElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const open = editor.openSections.length
  // Kept at the bottom of the screen while sections are open; afterwards the
  // outcome stays at the foot of the page, out of the way.
  const sticky = open > 0

  // Toasts rise above the bar while it is kept on screen, so neither hides the other.
  useEffect(() => {
    const element = bar.current
    if (!sticky || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--toast-clearance', `${element.offsetHeight + 8}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--toast-clearance')
    }
  }, [sticky])

  // The outcome takes the focus once it is on the page (a frame may come before React renders it).
  useEffect(() => {
    if (outcome) report.current?.focus()
  }, [outcome])

  async function saveAll() {
    setOutcome(null)
    setOutcome(await editor.saveAllOpen())
  }

  if (!sticky && !outcome) return null
  return (
    <div ref={bar} className={`${styles.saveAllBar} ${sticky ? styles.sticky : ''}`}>
      {outcome ? (
        <div ref={report} className={styles.saveAllOutcome} role="status" tabIndex={-1}>
          {outcome.saved.length > 0 ? (
            <p>
              {t('Saved:')} {outcome.saved.map((section) => t(section.title)).join(', ')}
            </p>
          ) : null}
          {outcome.failed.length > 0 ? (
            <p>
              {t('Not saved, see the problem in:')}{' '}
              {outcome.failed.map((section, index) => (
                <span key={section.headingId}>
                  {index > 0 ? ', ' : null}
                  <a
                    href={`#${section.headingId}`}
                    onClick={(event) => {
                      // To the section's heading, focused, as the error summary goes to a field.
                      if (goToField(section.headingId)) event.preventDefault()
                    }}
                  >
                    {t(section.title)}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
      {open > 0 ? (
        <div className={styles.saveAllActions}>
          <span className="muted">{t('Sections open for editing: {count}').replace('{count}', formatNumber(open, language))}</span>
          <button type="button" className="button" onClick={() => void saveAll()} disabled={editor.busy || editor.savingAll}>
            {t('Save all open sections')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
