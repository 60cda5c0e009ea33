'use client'

// The register import's steps: choose a file and check it (the dry run), read
// every row's status with each error next to its cell, then confirm; the same
// file is sent again with the fingerprint the check gave, and a progress
// indicator shows while the import runs. Messages come from the API as label
// keys (lib/register/messages.ts) and are shown in the page's language.
import Link from 'next/link'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { FileInput } from '@/components/ui/file-input'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { REASON_LABELS } from '@/components/content/possible-duplicates'
import { formatNumber } from '@/lib/calendar'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import type { CellIssue, ImportPreview, ImportResult, ImportRow, ImportRowStatus } from '@/lib/register/import'
import { fillMessage, REGISTER_MESSAGES } from '@/lib/register/messages'
import { MAX_IMPORT_BYTES } from '@/lib/register/limits'
import styles from './import.module.css'

const PAGE_SIZE = 50
type Filter = 'all' | ImportRowStatus | 'duplicates'
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All rows' },
  { value: 'error', label: 'Rows with errors' },
  { value: 'new', label: 'New profiles' },
  { value: 'update', label: 'Updates' },
  { value: 'duplicates', label: 'Possible duplicates' },
]
const STATUS_LABELS: Record<ImportRowStatus, string> = { new: 'New', update: 'Update', error: 'Error' }

type Step = 'idle' | 'checking' | 'checked' | 'importing' | 'done'

export function ImportForm() {
  const { t, language, href } = useTranslate()
  const fileInputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<Step>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)
  const [filter, setFilter] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const [confirming, setConfirming] = useState(false)
  const digits = (value: number) => formatNumber(value, language)
  const say = (issue: Pick<CellIssue, 'message' | 'name' | 'value'>) => fillMessage(t(issue.message), { name: issue.name, value: issue.value })
  const fill = (text: string, values: Record<string, number>) =>
    Object.entries(values).reduce<string>((filled, [key, value]) => filled.replace(`{${key}}`, digits(value)), t(text))

  function send(confirm?: string) {
    const body = new FormData()
    body.set('file', file!)
    if (confirm) body.set('confirm', confirm)
    return apiFetch<ImportPreview | ImportResult>('ngo/import', { method: 'POST', body })
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    setResult(null)
    setPreview(null)
    if (!file) return setProblem(t(REGISTER_MESSAGES.fileRequired))
    // The server refuses it too; saying so now saves sending 5 MB for nothing.
    if (file.size > MAX_IMPORT_BYTES) return setProblem(t(REGISTER_MESSAGES.tooLarge))
    setStep('checking')
    try {
      const { data } = await send()
      setPreview(data as ImportPreview)
      setFilter((data as ImportPreview).summary.error > 0 ? 'error' : 'all')
      setPage(1)
      setStep('checked')
    } catch (error) {
      // A message names what is wrong; the headers it is about come beside it.
      const columns = error instanceof ApiRequestError ? error.errors.columns : undefined
      setProblem(t(errorMessage(error)) + (columns ? `: ${columns}` : ''))
      setStep('idle')
    }
  }

  async function runImport() {
    if (!preview) return
    setConfirming(false)
    setStep('importing')
    setProblem(null)
    try {
      const { data } = await send(preview.file.sha256)
      setResult(data as ImportResult)
      setStep('done')
      toast.success(t(REGISTER_MESSAGES.imported))
    } catch (error) {
      setProblem(`${t('Failed to import')}: ${t(errorMessage(error))}`)
      setStep('checked')
    }
  }

  const rows = useMemo(
    () => (preview ? preview.rows.filter((row) => filter === 'all' || row.status === filter || (filter === 'duplicates' && row.possible_duplicates.length > 0)) : []),
    [preview, filter],
  )
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE))
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const busy = step === 'checking' || step === 'importing'
  const summary = preview?.summary
  const canImport = !!summary && summary.error === 0 && summary.new + summary.update > 0 && step === 'checked'

  return (
    <div>
      <form className={styles.form} onSubmit={check} aria-busy={step === 'checking'}>
        <div className="form-field">
          <label htmlFor={fileInputId}>{t('Spreadsheet file (CSV or XLSX)')}</label>
          {/* Drawn as the portal's button, in the page's language (a bare native input was unstyled). */}
          <FileInput
            id={fileInputId}
            buttonLabel={t('Choose File')}
            accessibleName={t('Spreadsheet file (CSV or XLSX)')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setPreview(null)
              setResult(null)
              setProblem(null)
              setStep('idle')
            }}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('Check the file')}
        </button>
      </form>

      <div role="status" aria-live="polite">
        {step === 'checking' ? <p>{t('Checking the file…')}</p> : null}
        {step === 'importing' ? (
          <div className={styles.progress}>
            <span>{t('Importing…')}</span>
            <progress aria-label={t('Import progress')} />
          </div>
        ) : null}
        {result ? (
          <div className={styles.done}>
            <p>
              <strong>{t(REGISTER_MESSAGES.imported)}</strong> {fill('{created} new profiles and {updated} updates saved.', { created: result.created, updated: result.updated })}
            </p>
            <p>
              <Link href={href('/content/ngos')}>{t('See the NGO list')}</Link>
            </p>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}

      {preview && summary && step !== 'done' ? (
        <section aria-labelledby="import-result-heading">
          <h2 id="import-result-heading">{t('Check result')}</h2>
          <ul className={styles.summary}>
            <li>
              {t('Rows')}: <strong>{digits(summary.rows)}</strong>
            </li>
            <li className={styles.new}>
              {t('New')}: <strong>{digits(summary.new)}</strong>
            </li>
            <li>
              {t('Updates')}: <strong>{digits(summary.update)}</strong>
            </li>
            <li className={styles.error}>
              {t('Errors')}: <strong>{digits(summary.error)}</strong>
            </li>
            <li className={styles.warning}>
              {t('Possible duplicates')}: <strong>{digits(summary.possible_duplicates)}</strong>
            </li>
          </ul>
          {preview.ignored_columns.length > 0 ? (
            <p className="muted">{fillMessage(t('Columns not read: {value}'), { value: preview.ignored_columns.join(', ') })}</p>
          ) : null}
          {summary.error > 0 ? <p className={styles.problem}>{t(REGISTER_MESSAGES.hasErrors)}</p> : null}
          {summary.possible_duplicates > 0 ? <p className={styles.warningText}>{t('Some new rows resemble profiles already in the registry: look at them before importing. They can still be imported, and merged later.')}</p> : null}

          <div className={styles.toolbar}>
            <div className="form-field">
              <label htmlFor="import-filter">{t('Show')}</label>
              <select
                id="import-filter"
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as Filter)
                  setPage(1)
                }}
              >
                {FILTERS.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {t(choice.label)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button" disabled={!canImport} onClick={() => setConfirming(true)}>
              {fill('Import {new} new and {update} updated profiles', { new: summary.new, update: summary.update })}
            </button>
          </div>

          {/* Focusable, so a keyboard can scroll the columns of a wide file. */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('Rows of the file')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('Rows of the file')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Row (in the file)')}</th>
                  <th scope="col">{t('Status')}</th>
                  {preview.columns.map((column, index) => (
                    <th scope="col" key={index}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <PreviewRow key={row.row} row={row} columns={preview.columns.length} say={say} digits={digits} t={t} href={href} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className={styles.pages} aria-label={t('Pages of the check result')}>
              <button type="button" className="button button-secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('Previous')}
              </button>
              <span>
                {digits(page)} / {digits(pages)}
              </span>
              <button type="button" className="button button-secondary" disabled={page === pages} onClick={() => setPage(page + 1)}>
                {t('Next')}
              </button>
            </nav>
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t('Import the register')}
        confirmLabel={t('Import')}
        onConfirm={runImport}
        onCancel={() => setConfirming(false)}
      >
        <p>{summary ? fill('Import {new} new and {update} updated profiles? All of them are saved at once, or none.', { new: summary.new, update: summary.update }) : null}</p>
      </ConfirmDialog>
    </div>
  )
}

type RowProps = {
  row: ImportRow
  columns: number
  say: (issue: CellIssue) => string
  digits: (value: number) => string
  t: (key: string) => string
  href: (path: string) => string
}

/** One row of the file: its status, and each cell with its errors and notes beneath it. */
function PreviewRow({ row, columns, say, digits, t, href }: RowProps) {
  const cells = Array.from({ length: columns }, (_, index) => ({
    text: row.cells[index] ?? '',
    errors: row.errors.filter((issue) => issue.column === index),
    notes: row.notes.filter((issue) => issue.column === index),
  }))
  return (
    <tr data-status={row.status}>
      <th scope="row">{digits(row.row)}</th>
      <td className={`${styles.status} ${styles[row.status]}`}>
        {t(STATUS_LABELS[row.status])}
        {row.possible_duplicates.length > 0 ? (
          <span className={styles.resembles}>
            {t('Resembles')}:
            {row.possible_duplicates.map((profile) => (
              <span key={profile.id}>
                {/* In a new tab: the check result stays where it is. */}
                <Link href={href(`/profile/${profile.id}`)} target="_blank" rel="noopener" lang="ne">
                  {profile.name}
                </Link>{' '}
                ({profile.reasons.map((reason) => t(REASON_LABELS[reason])).join(', ')})
              </span>
            ))}
          </span>
        ) : null}
      </td>
      {cells.map((cell, index) => (
        <td key={index} className={cell.errors.length ? styles.invalid : undefined}>
          {cell.text}
          {cell.errors.map((issue, position) => (
            <span key={position} className={styles.cellError}>
              {say(issue)}
            </span>
          ))}
          {cell.notes.map((issue, position) => (
            <span key={position} className={styles.cellNote}>
              {say(issue)}
            </span>
          ))}
        </td>
      ))}
    </tr>
  )
}
