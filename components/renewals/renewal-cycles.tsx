'use client'

// The super administrator's renewal cycles (decision 080): the form that opens
// the cycle of a fiscal year, and the cycles with their deadline, extensions
// and items, each with Extend (new deadline and reason) and Close. The form
// checks its input with the API's own schema; the rules that need today's
// date or the database are the API's, and its message is shown beside the
// field and in a toast.
import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { BsDatePicker } from '@/components/ui/bs-date-picker'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { bsStringToAdString, formatBsDate, pageDigits } from '@/lib/calendar'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import { useEarlyInput } from '@/lib/client/early-input'
import { localName } from '@/lib/i18n/local-name'
import { shown } from '@/lib/i18n/shared'
import type { RenewalCycle } from '@/lib/renewals/cycles'
import { extendCycleInput, openCycleInput, RENEWAL_PART_LABELS, RENEWAL_PARTS } from '@/lib/renewals/schemas'
import styles from './renewal-cycles.module.css'

type Year = { id: number; financial_year: string }
type DocumentType = { id: number; document_name: string; document_name_en: string | null }

type Props = { cycles: RenewalCycle[]; years: Year[]; documentTypes: DocumentType[] }

const ENDPOINT = '/api/ngo/renewal-cycles'

function issuesByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message
  return errors
}

function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  if (!(key in errors)) return errors
  const next = { ...errors }
  delete next[key]
  return next
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null
}

export function RenewalCycles({ cycles, years, documentTypes }: Props) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const yearsWithCycle = new Set(cycles.map((cycle) => cycle.financial_year_id))
  const openYears = years.filter((year) => !yearsWithCycle.has(year.id))
  const documentName = new Map(documentTypes.map((type) => [type.id, localName(language, type.document_name, type.document_name_en)]))

  const [yearId, setYearId] = useState('')
  const [startsOn, setStartsOn] = useState('')
  const [deadline, setDeadline] = useState('')
  const [items, setItems] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [extending, setExtending] = useState<RenewalCycle | null>(null)
  const [closing, setClosing] = useState<RenewalCycle | null>(null)

  // What was chosen or typed before the page's code ran is kept, as if chosen now.
  // A date typed then is the BS text the picker reads; one that is no date is left out.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) => {
    for (const [name, value] of changed) {
      if (name === 'financial_year_id') setYearId(value)
      const ad = name === 'starts_on' || name === 'deadline' ? bsStringToAdString(value) : null
      if (ad) (name === 'starts_on' ? setStartsOn : setDeadline)(ad)
    }
  })

  function itemName(item: string): string {
    if (item.startsWith('part:')) return t(RENEWAL_PART_LABELS[item.slice(5) as keyof typeof RENEWAL_PART_LABELS] ?? item)
    return documentName.get(Number(item.slice('document:'.length))) ?? item
  }

  function toggle(item: string, checked: boolean) {
    setItems((current) => (checked ? [...current, item] : current.filter((other) => other !== item)))
    setErrors((current) => withoutKey(current, 'items'))
  }

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const body = { financial_year_id: yearId, starts_on: startsOn || undefined, deadline, items }
    const parsed = openCycleInput.safeParse(body)
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues)
      setErrors(Object.fromEntries(Object.entries(found).map(([key, message]) => [key, t(message)])))
      document.getElementById(`renewal-${Object.keys(found)[0]}`)?.focus()
      return
    }
    setBusy(true)
    try {
      const response = await apiFetch(ENDPOINT, { method: 'POST', body })
      toast.success(t(response.message))
      setYearId('')
      setStartsOn('')
      setDeadline('')
      setItems([])
      setErrors({})
      router.refresh()
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [key, t(message)])))
      toast.error(shown`${t('Failed to Create')}: ${t(errorMessage(error))}`)
    } finally {
      setBusy(false)
    }
  }

  async function close() {
    if (!closing) return
    setBusy(true)
    try {
      const response = await apiFetch(`${ENDPOINT}/${closing.id}/close`, { method: 'POST' })
      toast.success(t(response.message))
      setClosing(null)
      router.refresh()
    } catch (error) {
      toast.error(t(errorMessage(error)))
    } finally {
      setBusy(false)
    }
  }

  const date = (value: string) => formatBsDate(value, language) || value

  return (
    <>
      <form ref={form} method="post" className={styles.form} onSubmit={open} noValidate aria-labelledby="open-cycle-title">
        <h2 id="open-cycle-title">{t('Open a renewal cycle')}</h2>
        <div className="form-field">
          <label htmlFor="renewal-financial_year_id">
            {t('Financial Year')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="renewal-financial_year_id"
            name="financial_year_id"
            value={yearId}
            aria-invalid={errors.financial_year_id ? true : undefined}
            aria-describedby={errors.financial_year_id ? 'renewal-financial_year_id-error' : undefined}
            onChange={(event) => {
              setYearId(event.target.value)
              setErrors((current) => withoutKey(current, 'financial_year_id'))
            }}
          >
            <option value="">{t('Select')}</option>
            {openYears.map((year) => (
              <option key={year.id} value={String(year.id)}>
                {pageDigits(year.financial_year, language)}
              </option>
            ))}
          </select>
          <FieldError id="renewal-financial_year_id-error" message={errors.financial_year_id} />
        </div>
        <div className={styles.dates}>
          <div>
            <BsDatePicker id="renewal-starts_on" name="starts_on" label={t('Starts on')} value={startsOn} onChange={setStartsOn} error={errors.starts_on} />
            <p className="muted">{t('Leave empty to start today.')}</p>
          </div>
          <BsDatePicker id="renewal-deadline" name="deadline" label={t('Deadline')} value={deadline} onChange={setDeadline} required error={errors.deadline} />
        </div>
        <fieldset className={styles.items} aria-describedby={errors.items ? 'renewal-items-error' : undefined}>
          <legend>{t('What a renewal needs')}</legend>
          <FieldError id="renewal-items-error" message={errors.items ?? errors['items.0']} />
          <div className={styles.itemGroups}>
            <div>
              <h3>{t('Document types')}</h3>
              {documentTypes.map((type, index) => {
                const item = `document:${type.id}`
                return (
                  <div key={item} className={styles.check}>
                    <input id={index === 0 ? 'renewal-items' : `renewal-${item}`} type="checkbox" checked={items.includes(item)} onChange={(event) => toggle(item, event.target.checked)} />
                    <label htmlFor={index === 0 ? 'renewal-items' : `renewal-${item}`}>{documentName.get(type.id)}</label>
                  </div>
                )
              })}
            </div>
            <div>
              <h3>{t('Parts of the profile')}</h3>
              {RENEWAL_PARTS.map((part) => {
                const item = `part:${part}`
                return (
                  <div key={item} className={styles.check}>
                    <input id={`renewal-${item}`} type="checkbox" checked={items.includes(item)} onChange={(event) => toggle(item, event.target.checked)} />
                    <label htmlFor={`renewal-${item}`}>{t(RENEWAL_PART_LABELS[part])}</label>
                  </div>
                )
              })}
            </div>
          </div>
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t('Open cycle')}
        </button>
      </form>

      <h2>{t('Renewal cycles')}</h2>
      {cycles.length === 0 ? (
        <p className="muted">{t('No renewal cycle yet.')}</p>
      ) : (
        <div className="table-scroll">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">{t('Financial Year')}</th>
                <th scope="col">{t('Starts on')}</th>
                <th scope="col">{t('Deadline')}</th>
                <th scope="col">{t('What a renewal needs')}</th>
                <th scope="col">{t('Cycle state')}</th>
                <th scope="col">{t('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {cycles.map((cycle) => (
                <tr key={cycle.id}>
                  <th scope="row" data-label={t('Financial Year')}>
                    {pageDigits(cycle.financial_year, language)}
                  </th>
                  <td data-label={t('Starts on')}>{date(cycle.starts_on)}</td>
                  <td data-label={t('Deadline')}>
                    {date(cycle.deadline)}
                    {cycle.extensions.length > 0 ? (
                      <details className={styles.extensions}>
                        <summary>{t('Extensions')}</summary>
                        <ul>
                          {cycle.extensions.map((extension) => (
                            <li key={extension.created_at}>
                              {date(extension.old_deadline)} → {date(extension.new_deadline)}: {extension.reason}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </td>
                  <td data-label={t('What a renewal needs')}>
                    <ul className={styles.itemList}>
                      {cycle.items.map((item) => (
                        <li key={item}>{itemName(item)}</li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={t('Cycle state')}>{t(cycle.state === 'open' ? 'Open (cycle)' : 'Closed (cycle)')}</td>
                  <td data-label={t('Actions')} className={styles.actions}>
                    {cycle.state === 'open' ? (
                      <>
                        <button type="button" className="button button-secondary" aria-label={`${t('Extend the deadline')}: ${pageDigits(cycle.financial_year, language)}`} onClick={() => setExtending(cycle)}>
                          {t('Extend')}
                        </button>
                        <button type="button" className="button button-secondary" aria-label={`${t('Close the cycle')}: ${pageDigits(cycle.financial_year, language)}`} onClick={() => setClosing(cycle)}>
                          {t('Close the cycle')}
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {extending ? <ExtendForm cycle={extending} onDone={() => setExtending(null)} /> : null}
      <ConfirmDialog open={closing !== null} title={t('Close the cycle')} confirmLabel={t('Close the cycle')} busy={busy} onConfirm={close} onCancel={() => setClosing(null)}>
        <p>{t('Close this renewal cycle? NGOs can no longer submit for it.')}</p>
      </ConfirmDialog>
    </>
  )
}

function ExtendForm({ cycle, onDone }: { cycle: RenewalCycle; onDone: () => void }) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const [deadline, setDeadline] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const body = { deadline, reason }
    const parsed = extendCycleInput.safeParse(body)
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(issuesByField(parsed.error.issues)).map(([key, message]) => [key, t(message)])))
      return
    }
    setBusy(true)
    try {
      const response = await apiFetch(`${ENDPOINT}/${cycle.id}/extension`, { method: 'POST', body })
      toast.success(t(response.message))
      onDone()
      router.refresh()
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [key, t(message)])))
      toast.error(t(errorMessage(error)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal open title={`${t('Extend the deadline')}: ${pageDigits(cycle.financial_year, language)}`} onClose={onDone}>
      <form onSubmit={submit} noValidate>
        <p>
          {t('Deadline')}: {formatBsDate(cycle.deadline, language)}
        </p>
        <BsDatePicker id="extend-deadline" label={t('New deadline')} value={deadline} onChange={setDeadline} required error={errors.deadline} />
        <div className="form-field">
          <label htmlFor="extend-reason">
            {t('Reason')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="extend-reason"
            rows={3}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'extend-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id="extend-reason-error" message={errors.reason} />
        </div>
        <div className={styles.formActions}>
          <button type="button" className="button button-secondary" onClick={onDone} disabled={busy}>
            {t('Cancel')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('Extend')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
