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
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { fillShown, shown, type Shown } from '@/lib/i18n/shared'
import { formatBsDateTime } from '@/lib/calendar'
import { ApiRequestError, errorMessage } from '@/lib/client/api'
import { sectionAnchor } from '@/lib/renewals/tasks'
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

export function useSection<Draft>(title: string, initial: () => Draft, options: SectionOptions = {}) {
  const editor = useEditor()
  const { t } = useTranslate()
  const [editing, setEditing] = useState(options.startEditing ?? false)
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

type SectionShellProps<Draft> = {
  section: Section<Draft>
  /** Whether the section's data counts as complete; undefined shows no mark. */
  complete?: boolean
  /** False before the profile exists: the section cannot be edited yet. */
  available?: boolean
  onSubmit: () => void
  /** Buttons shown in edit mode before Save (Add New). */
  editActions?: ReactNode
  description?: ReactNode
  /** The section's values, one per field or row, for the panel that compares them with someone else's. */
  describe?: (draft: Draft) => DescribedValue[]
  children: ReactNode
}

export function SectionShell<Draft>({ section, complete, available = true, onSubmit, editActions, description, describe, children }: SectionShellProps<Draft>) {
  const { t } = useTranslate()
  const headingId = useId()
  const formId = `${headingId}-form`
  const title = t(section.title)
  const [asking, setAsking] = useState<'reset' | 'close' | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([])
  const { offerSave } = useEditor()

  // While open, the section's Save is one of those Save all open sections presses.
  const submitNow = useRef(onSubmit)
  const isBusy = useRef(section.busy)
  useEffect(() => {
    submitNow.current = onSubmit
    isBusy.current = section.busy
  })
  const { editing, title: sectionTitle, awaitOutcome } = section
  useEffect(() => {
    if (!editing || !available) return
    return offerSave(sectionTitle, headingId, () => {
      if (isBusy.current) return Promise.resolve(false)
      const outcome = awaitOutcome()
      submitNow.current()
      return outcome
    })
  }, [editing, available, offerSave, sectionTitle, headingId, awaitOutcome])

  // The summary lists what the fields show: every invalid control of the form,
  // with the message it is described by, so each kind of field (text, cell,
  // select, file, date) takes part without knowing about the summary.
  useLayoutEffect(() => {
    const items: ErrorSummaryItem[] = []
    const seen = new Set<string>()
    for (const control of form.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []) {
      for (const describedBy of (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
        const message = document.getElementById(describedBy)
        if (!message?.classList.contains('field-error') || seen.has(describedBy)) continue
        seen.add(describedBy)
        items.push({ message: message.textContent ?? '', target: control.id || undefined })
      }
    }
    if (items.length === 0 && section.failure.message) items.push({ message: section.failure.message })
    // Read from the rendered form, like measuring a layout: the one render more is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSummary((current) => (JSON.stringify(current) === JSON.stringify(items) ? current : items))
  }, [section.errors, section.failure, section.editing])

  // After a save the focus goes to the section it changed (not to the page's start).
  const savedCount = section.savedCount
  useEffect(() => {
    if (savedCount > 0) heading.current?.focus()
  }, [savedCount])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!section.editing || section.busy) return
    onSubmit()
  }

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
        <button type="button" className="button button-secondary" onClick={() => discard('reset')} disabled={section.busy} aria-label={named(t('Reset'))}>
          {t('Reset')}
        </button>
        <button type="submit" form={formId} className="button" disabled={section.busy} aria-label={named(t('Save'))}>
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
            <button type="button" className="button button-secondary" onClick={section.toggle} disabled={section.busy || !available}>
              {t('Edit')}
            </button>
          )}
        </div>
      </div>
      {description}
      {available && section.editing ? (
        <form id={formId} ref={form} onSubmit={submit} noValidate className={styles.sectionBody}>
          {section.conflict ? (
            <ConflictPanel
              changedAt={section.conflict.changedAt}
              theirs={describe ? describe(section.saved()) : []}
              mine={describe ? describe(section.values) : []}
              busy={section.busy}
              onKeepMine={() => {
                section.keepMine()
                onSubmit()
              }}
              onTakeTheirs={section.takeTheirs}
            />
          ) : (
            <ErrorSummary items={summary} attempt={section.failure.attempt} takeFocus={!section.failure.quiet} />
          )}
          {children}
          <div className={`${styles.sectionActions} ${styles.sectionEnd}`}>{editButtons('end')}</div>
        </form>
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

/**
 * Someone else saved the section while the clerk was editing it: their values
 * beside the clerk's, for each field (or row) where they differ. It is an
 * alert and takes the focus, so a screen reader hears it at once.
 */
function ConflictPanel({
  changedAt,
  theirs,
  mine,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  changedAt: string | null
  theirs: DescribedValue[]
  mine: DescribedValue[]
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const { t, language } = useTranslate()
  const headingId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.focus()
  }, [changedAt])
  const time = formatBsDateTime(changedAt, language)
  const keys = [...new Set([...theirs.map((entry) => entry.key), ...mine.map((entry) => entry.key)])]
  const differing = keys
    .map((key) => ({ key, theirs: theirs.find((entry) => entry.key === key), mine: mine.find((entry) => entry.key === key) }))
    .filter((entry) => (entry.theirs?.value ?? '') !== (entry.mine?.value ?? ''))
  const empty = t('(empty)')
  return (
    <div ref={panel} className={styles.conflictPanel} role="alert" aria-labelledby={headingId} tabIndex={-1} data-conflict="true">
      <h3 id={headingId} className={styles.conflictTitle}>
        {t('Someone else saved this section while you were editing it')}
      </h3>
      <p>{t('Saved by someone else at {time}. Your changes are not saved yet; compare them below.').replace('{time}', time)}</p>
      {differing.length > 0 ? (
        <dl className={styles.conflictList}>
          {differing.map((entry) => (
            <div key={entry.key} className={styles.conflictItem}>
              <dt>{entry.theirs?.label ?? entry.mine?.label}</dt>
              <dd>
                <span className={styles.conflictWho}>{t('Saved by someone else at {time}').replace('{time}', time)}:</span> {entry.theirs?.value || empty}
              </dd>
              <dd>
                <span className={styles.conflictWho}>{t('Yours')}:</span> {entry.mine?.value || empty}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('Your values and theirs are the same.')}</p>
      )}
      <div className={styles.sectionActions}>
        <button type="button" className="button" onClick={onKeepMine} disabled={busy}>
          {t('Keep mine (save over theirs)')}
        </button>
        <button type="button" className="button button-secondary" onClick={onTakeTheirs} disabled={busy}>
          {t('Take theirs')}
        </button>
      </div>
    </div>
  )
}
