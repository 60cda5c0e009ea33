'use client'

// One section of the own-profile editor (spec section 4): a heading with the
// 'Complete Data' check or cross, an Edit/Close toggle, and in edit mode Reset
// and Save. useSection keeps the section's unsaved changes: they exist only
// while the section is in edit mode; otherwise it shows the saved data. A
// save shows 'Updating {section}', then '{section} Update Success', reloads
// the data and closes edit mode in the same step. A failed save keeps every
// typed value; a refused one is shown once, in the error summary and at the
// fields, never in a toast as well.
//
// Any number of sections may be open at once (decision 086): a section's
// save holds only its own buttons, and a failed one leaves the others free.
// While a section is open its Save is offered to Save all open sections
// (editor-context.tsx); a save that Save all pressed leaves the focus to the
// outcome it shows, instead of moving it into the section.
//
// A long section must not be scrolled back up to be saved: in edit mode Reset,
// Save and Close stand at its end too. Reset asks before it throws typed
// values away, and the editor (editor-context.tsx) knows which sections hold
// unsaved changes, so leaving the page asks first.
//
// No lost update (decision 059): a save sends the version the section had
// when editing began. When someone else saved the section since, the server
// refuses (409); the typed values stay, the page reads the other person's
// values, and a panel lists theirs beside the clerk's, with Keep mine (save
// again over theirs) and Take theirs.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { fillShown, shown, type Shown } from '@/lib/i18n/shared'
import { ApiRequestError, errorMessage } from '@/lib/client/api'
import { sectionAnchor } from '@/lib/renewals/anchors'
import { useEditor } from './editor-context'
import styles from './editor.module.css'
import { isRefusalTheFormShows, SectionError, type FieldErrors } from './section-error'

export { SectionError, isRefusalTheFormShows, type FieldErrors } from './section-error'

/** A section's own toasts, in the viewer's language. */
type SaveMessages = { loading?: Shown; success?: Shown; failure?: Shown }

/** A save refused because someone else saved the section first, and when they saved it. */
export type SaveConflict = { changedAt: string | null }

/** A save refused because someone else saved the section since its base version (decision 059). */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && typeof error.data.version === 'number'
}

/** One value of a section as the conflict panel lists it. */
export type DescribedValue = { key: string; label: string; value: string }

type SectionOptions = {
  startEditing?: boolean
  /** The section's version as the page read it (decision 059); undefined sends none. */
  version?: number
}

/** Counts the sections opened on the page: Save all lists them in the order they opened. */
let openings = 0

export function useSection<Draft>(title: string, initial: () => Draft, options: SectionOptions = {}) {
  const editor = useEditor()
  const { t } = useTranslate()
  const [editing, setEditing] = useState(options.startEditing ?? false)
  // When the section last opened, among the page's sections (its form offers its Save when its code arrives).
  const [openedAt, setOpenedAt] = useState(0)
  const [draft, setDraft] = useState<Draft | null>(null)
  // The version editing began from: what a save says it was based on. The
  // page's newest version is kept beside it for Keep mine and Take theirs.
  const baseVersion = useRef<number | undefined>(options.version)
  const latestVersion = useRef<number | undefined>(options.version)
  useEffect(() => {
    latestVersion.current = options.version
  }, [options.version])
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  // The last failed attempt: its message, and a count that moves the focus to
  // the error summary (unless Save all pressed the Save: `quiet`).
  const [failure, setFailure] = useState<{ message: string; attempt: number; quiet?: boolean }>({ message: '', attempt: 0 })
  // This section's own save (and the reload after it) runs: only its buttons wait.
  const [saving, setSaving] = useState(false)
  // Who waits for the outcome of the save being pressed: Save all open sections.
  const outcomeListener = useRef<((saved: boolean) => void) | null>(null)
  const settle = useCallback((saved: boolean) => {
    const listener = outcomeListener.current
    outcomeListener.current = null
    listener?.(saved)
  }, [])
  /** The outcome of the next save of this section (client checks included). */
  const awaitOutcome = useCallback(() => {
    settle(false)
    return new Promise<boolean>((resolve) => {
      outcomeListener.current = resolve
    })
  }, [settle])
  // Bumped by each successful save: the focus goes back to the section's heading.
  const [savedCount, setSavedCount] = useState(0)
  const [seenReset, setSeenReset] = useState(editor.resetVersion)
  if (seenReset !== editor.resetVersion) {
    setSeenReset(editor.resetVersion)
    setEditing(false)
    setDraft(null)
    setErrors({})
    setFailure((current) => ({ ...current, message: '' }))
    setConflict(null)
  }

  const values: Draft = editing && draft !== null ? draft : initial()
  // Typed values that differ from the saved ones (a chosen file counts too).
  const dirty = editing && draft !== null && JSON.stringify(draft) !== JSON.stringify(initial())
  const { setDirty } = editor
  useEffect(() => {
    setDirty(title, dirty)
    return () => setDirty(title, false)
  }, [setDirty, title, dirty])

  function update(change: (current: Draft) => Draft) {
    setDraft((current) => change(current ?? initial()))
  }

  function clearError(key: string) {
    setErrors((current) => {
      if (!(key in current)) return current
      const next = { ...current }
      delete next[key]
      return next
    })
  }

  /** Shows errors found before anything is sent: at their fields, and in the summary that takes the focus. */
  function reportErrors(found: FieldErrors, message = '') {
    const quiet = outcomeListener.current !== null
    setErrors(found)
    setFailure((current) => ({ message, attempt: current.attempt + 1, quiet }))
    settle(false)
  }

  function toggle() {
    setErrors({})
    setFailure((current) => ({ ...current, message: '' }))
    setConflict(null)
    if (editing) {
      setEditing(false)
      setDraft(null)
    } else {
      baseVersion.current = latestVersion.current
      setDraft(initial())
      setEditing(true)
      setOpenedAt((openings += 1))
    }
  }

  function reset() {
    setDraft(initial())
    setErrors({})
    setFailure((current) => ({ ...current, message: '' }))
  }

  /**
   * Runs `write` with the section's toasts; field errors from the server land
   * on the fields. `write` gets the version to send as base_version; a
   * section saved a row at a time calls `advance` with each row's answered
   * version, so its next row (and a retry after a later row failed) is based
   * on its own save rather than refused by it.
   */
  async function save(write: (draft: Draft, base: number | undefined, advance: (version: number) => void) => Promise<void>, messages: SaveMessages = {}): Promise<boolean> {
    const sectionName = t(title)
    const quiet = outcomeListener.current !== null
    setSaving(true)
    setErrors({})
    setFailure((current) => ({ ...current, message: '' }))
    const id = toast.loading(messages.loading ?? fillShown(t('Updating {section}'), { section: sectionName }))
    const succeeded = await editor.runSave(async () => {
      try {
        await write(values, baseVersion.current, (version) => {
          baseVersion.current = version
        })
      } catch (error) {
        if (error instanceof ApiRequestError && isVersionConflict(error)) {
          // Someone else saved this section: keep every typed value and read theirs, to show both.
          const changedAt = typeof error.data.changed_at === 'string' ? error.data.changed_at : null
          setConflict({ changedAt })
          // The panel says it and takes the focus; a toast as well covered its buttons on a phone.
          toast.dismiss(id)
          editor.reload()
          settle(false)
          throw error
        }
        const message = t(errorMessage(error))
        const text = messages.failure ? shown`${messages.failure}: ${message}` : message
        reportErrors(error instanceof ApiRequestError || error instanceof SectionError ? error.errors : {}, text)
        // One presentation of a refusal: the summary and the messages at the
        // fields. A toast over the form would say it a third time; it stays
        // for what the form cannot show (the server out of reach, a fault).
        if (isRefusalTheFormShows(error)) toast.dismiss(id)
        else toast.error(text, { id })
        if (!(error instanceof ApiRequestError) && !(error instanceof SectionError)) console.error(error)
        throw error
      }
    })
    if (!succeeded) {
      setSaving(false)
      // A refusal already settled through reportErrors; a conflict through its own path.
      settle(false)
      return false
    }
    toast.success(messages.success ?? fillShown(t('{section} Update Success'), { section: sectionName }), { id })
    setConflict(null)
    editor.reload(() => {
      setEditing(false)
      setDraft(null)
      setErrors({})
      setSaving(false)
      if (!quiet) setSavedCount((count) => count + 1)
    })
    settle(true)
    return true
  }

  /** Keep mine: the next save is based on the version that holds their change, so it saves over it. */
  function keepMine() {
    baseVersion.current = latestVersion.current
    setConflict(null)
  }

  /** Take theirs: the typed values go, the section shows what the other person saved. */
  function takeTheirs() {
    baseVersion.current = latestVersion.current
    setConflict(null)
    setEditing(false)
    setDraft(null)
    setErrors({})
    setFailure((current) => ({ ...current, message: '' }))
  }

  return {
    editing,
    values,
    saved: initial,
    update,
    errors,
    setErrors,
    reportErrors,
    failure,
    savedCount,
    clearError,
    toggle,
    openedAt,
    reset,
    save,
    awaitOutcome,
    busy: saving,
    title,
    dirty,
    conflict,
    keepMine,
    takeTheirs,
  }
}

export type Section<Draft> = ReturnType<typeof useSection<Draft>>

/**
 * The check or cross and words that agree with it (decision 076): "✓ Complete",
 * "✗ Incomplete", or "✗ Incomplete: <the parts missing>". The words are read
 * as they stand; the icon is for the eye only.
 */
export function CompleteMark({ complete, missing = [] }: { complete: boolean; missing?: readonly Shown[] }) {
  const { t } = useTranslate()
  const words = complete ? t('Complete') : missing.length > 0 ? fillShown(t('Incomplete: {missing}'), { missing: missing.join(', ') as Shown }) : t('Incomplete')
  return (
    <span className={`${styles.completeMark} ${complete ? styles.complete : styles.incomplete}`} data-complete={complete ? '1' : '0'}>
      <span aria-hidden="true" className={styles.completeIcon}>
        {complete ? '✓' : '✗'}
      </span>
      <span>{words}</span>
    </span>
  )
}

/**
 * What a section's editing code gets from the frame around it: the form's
 * id (the Save at the top submits it), the section's heading, the body to
 * put in the form, the buttons at the form's end, whether the form is live
 * (hydrated), and a call that says so.
 */
export type SectionFormParts = { formId: string; headingId: string; body: ReactNode; endButtons: ReactNode; ready: boolean; onReady: (ready: boolean) => void }

/**
 * A section's editing code, loaded the first time it is needed (decision 104):
 * `Form` is rendered while the section is open (or a field is edited),
 * `preload` starts the loading earlier (the Edit button's hover or focus).
 * The module is fetched once.
 */
export function lazyEditingCode<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null
  const preload = () => (loading ??= load().then((Form) => ({ default: Form })))
  return { Form: lazy(preload), preload }
}

const noSubscription = () => () => {}

/**
 * Edit, which says it cannot be pressed until the page's scripts have
 * arrived: a press before then would be lost without a word (nothing listens
 * yet). The button is a component of its own because React draws it again
 * as soon as it takes the page over: drawn again with the section, that
 * update would reach an open section's form still waiting for its code, and
 * React would throw the form's HTML away and draw it afresh, with whatever a
 * clerk had typed into it meanwhile.
 */
function EditButton({ label, disabled, onClick, preload }: { label: string; disabled: boolean; onClick: () => void; preload?: () => unknown }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <button type="button" className="button button-secondary" onClick={onClick} onPointerEnter={preload} onFocus={preload} disabled={disabled || !hydrated}>
      {label}
    </button>
  )
}

type SectionShellProps<Draft> = {
  section: Section<Draft>
  /** Whether the section's data counts as complete; undefined shows no mark. */
  complete?: boolean
  /** False before the profile exists: the section cannot be edited yet. */
  available?: boolean
  /** The section's form while it is open: its lazily loaded editing code, given the parts of the frame. */
  form: (parts: SectionFormParts) => ReactNode
  /** Starts loading the section's editing code before the click. */
  preload?: () => unknown
  /** Buttons shown in edit mode before Save (Add New). */
  editActions?: ReactNode
  description?: ReactNode
  children: ReactNode
}

/**
 * The frame of a section, in view and in edit mode: the heading, the mark,
 * Edit or the buttons of edit mode, and the body. Its form (the summary, the
 * conflict panel, the Save that Save all presses) is the section's editing
 * code, section-form.tsx, loaded when the section opens.
 */
export function SectionShell<Draft>({ section, complete, available = true, form, preload, editActions, description, children }: SectionShellProps<Draft>) {
  const { t } = useTranslate()
  const headingId = useId()
  const formId = `${headingId}-form`
  const title = t(section.title)
  const [asking, setAsking] = useState<'reset' | 'close' | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // Reset and Save wait until the form they act on is on the page.
  const [formReady, setFormReady] = useState(false)

  // After a save the focus goes to the section it changed (not to the page's start).
  const savedCount = section.savedCount
  useEffect(() => {
    if (savedCount > 0) heading.current?.focus()
  }, [savedCount])

  /** Reset and Close throw typed values away: ask first when there are any. */
  function discard(action: 'reset' | 'close') {
    if (section.dirty) setAsking(action)
    else if (action === 'reset') section.reset()
    else section.toggle()
  }

  /** The buttons of edit mode; `where` names the end copy for screen readers ('Save: Profile'). */
  const editButtons = (where: 'top' | 'end') => {
    const named = (label: string) => (where === 'end' ? `${label}: ${title}` : undefined)
    return (
      <>
        {where === 'top' ? editActions : null}
        <button type="button" className="button button-secondary" onClick={() => discard('reset')} disabled={section.busy || !formReady} aria-label={named(t('Reset'))}>
          {t('Reset')}
        </button>
        <button type="submit" form={formId} className="button" disabled={section.busy || !formReady} aria-label={named(t('Save'))}>
          {t('Save')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => discard('close')} disabled={section.busy} aria-label={named(t('Close'))}>
          {t('Close')}
        </button>
      </>
    )
  }

  return (
    // The id is the renewal task list's link to this section (lib/renewals/tasks.ts).
    <section id={sectionAnchor(section.title)} className={`card ${styles.section}`} aria-labelledby={headingId} data-section={section.title} data-dirty={section.dirty ? 'true' : undefined}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} ref={heading} className={styles.sectionTitle} tabIndex={-1}>
          {title}
        </h2>
        {complete !== undefined ? <CompleteMark complete={complete} /> : null}
        <div className={styles.sectionActions}>
          {section.editing ? (
            editButtons('top')
          ) : (
            <EditButton label={t('Edit')} onClick={section.toggle} preload={available ? preload : undefined} disabled={section.busy || !available} />
          )}
        </div>
      </div>
      {description}
      {available && section.editing ? (
        // The form arrives with the section's editing code; until then the section says it is coming.
        <Suspense
          fallback={
            <div className={styles.sectionBody} aria-busy="true">
              <p className="muted" role="status">
                {t('Loading ...')}
              </p>
            </div>
          }
        >
          {form({ formId, headingId, body: children, endButtons: editButtons('end'), ready: formReady, onReady: setFormReady })}
        </Suspense>
      ) : available ? (
        // Read only: no form, since there is nothing to submit.
        <div className={styles.sectionBody}>{children}</div>
      ) : (
        <p className="muted">{t('Save the profile first to fill this section.')}</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'close' ? t('Close without saving?') : t('Discard your changes?')}
        confirmLabel={asking === 'close' ? t('Close without saving') : t('Discard changes')}
        cancelLabel={t('Keep editing')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'reset') section.reset()
          else section.toggle()
          setAsking(null)
        }}
      >
        <p>{t('The changes you typed in {section} are not saved yet and will be lost.').replace('{section}', title)}</p>
      </ConfirmDialog>
    </section>
  )
}
