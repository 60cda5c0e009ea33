'use client'

// The form of an open section (section-shell.tsx frames it): the error
// summary or, after a refused save, the panel that compares the clerk's
// values with someone else's; the section's body; the buttons at its end.
// While it is on the page its Save is one of those Save all open sections
// presses (editor-context.tsx). It is editing code: each section's form
// imports it, and it is loaded with the first section that opens
// (decision 104).
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { formatBsDateTime } from '@/lib/calendar'
import { useEditor } from './editor-context'
import type { DescribedValue, Section, SectionFormParts } from './section-shell'
import styles from './editor.module.css'

type SectionFormProps<Draft> = {
  section: Section<Draft>
  parts: SectionFormParts
  onSubmit: () => void
  /** The section's values, one per field or row, for the panel that compares them with someone else's. */
  describe?: (draft: Draft) => DescribedValue[]
}

export function SectionForm<Draft>({ section, parts, onSubmit, describe }: SectionFormProps<Draft>) {
  const { formId, headingId, body, endButtons, ready, onReady } = parts
  const form = useRef<HTMLFormElement>(null)
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([])
  const { offerSave } = useEditor()

  // The frame's Reset and Save act on this form: they wait for it.
  useEffect(() => {
    onReady(true)
    return () => onReady(false)
  }, [onReady])

  // While open, the section's Save is one of those Save all open sections presses.
  const submitNow = useRef(onSubmit)
  const isBusy = useRef(section.busy)
  useEffect(() => {
    submitNow.current = onSubmit
    isBusy.current = section.busy
  })
  const { title: sectionTitle, awaitOutcome, openedAt } = section
  useEffect(() => {
    return offerSave(sectionTitle, headingId, openedAt, () => {
      if (isBusy.current) return Promise.resolve(false)
      const outcome = awaitOutcome()
      submitNow.current()
      return outcome
    })
  }, [offerSave, sectionTitle, headingId, openedAt, awaitOutcome])

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!section.editing || section.busy) return
    onSubmit()
  }

  return (
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
      {/* A form the server rendered (a new NGO's profile) takes typing once it is live, so none is lost. */}
      {/* Only its disabling counts: no group of its own for assistive technology. */}
      <fieldset className={styles.formFields} disabled={!ready} role="presentation">
        {body}
      </fieldset>
      <div className={`${styles.sectionActions} ${styles.sectionEnd}`}>{endButtons}</div>
    </form>
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
