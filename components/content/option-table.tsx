'use client'

// Target groups and thematic scopes: the reference table plus row selection,
// a merge of the selected rows into one name, and a switch that hides an
// option from the NGO forms (profiles that use it keep it).
import { TypedText } from '@/components/typed-text'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { localName } from '@/lib/i18n/local-name'
import { ReferenceTable, type FormValues } from '@/components/content/reference-table'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import { formatNumber } from '@/lib/calendar'
import { OPTION_NAME_TAKEN, optionCreateInput, optionMergeInput, optionUpdateInput, type OptionType } from '@/lib/content/schemas'
import styles from './reference-table.module.css'

export type OptionTableRow = { id: number; name: string; name_en: string | null; type: OptionType; active: boolean; profiles: number }

const TITLES: Record<OptionType, string> = { 'target-group': 'Target Group', 'thematic-scope': 'Thematic Scope' }

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function OptionTable({ type, rows }: { type: OptionType; rows: OptionTableRow[] }) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const title = TITLES[type]
  const [selectedIds, setSelectedIds] = useState<number[]>([])
  const [isMerging, setIsMerging] = useState(false)
  const [mergedName, setMergedName] = useState('')
  const [mergeError, setMergeError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const count = (value: number) => formatNumber(value, language)

  // A switched flag shows at once; the server's answer replaces it.
  const rowsKey = rows.map((row) => `${row.id}:${row.active}`).join()
  const [syncedRowsKey, setSyncedRowsKey] = useState(rowsKey)
  const [activeOverrides, setActiveOverrides] = useState<Record<number, boolean>>({})
  if (syncedRowsKey !== rowsKey) {
    setSyncedRowsKey(rowsKey)
    setActiveOverrides({})
  }
  const isActive = (row: OptionTableRow) => activeOverrides[row.id] ?? row.active

  // Rows removed by a merge or delete drop out of the selection.
  const present = new Set(rows.map((row) => row.id))
  const selected = selectedIds.filter((id) => present.has(id))
  const selectedRows = rows.filter((row) => selected.includes(row.id))

  function toggleSelected(id: number, isChecked: boolean) {
    setSelectedIds((current) => (isChecked ? [...current, id] : current.filter((candidate) => candidate !== id)))
  }

  async function setActive(row: OptionTableRow, active: boolean) {
    setActiveOverrides((current) => ({ ...current, [row.id]: active }))
    try {
      const response = await apiFetch(`ngo/target-group-or-thematic-scope/${row.id}`, { method: 'PUT', body: { active } })
      toast.success(t(response.message))
      router.refresh()
    } catch (error) {
      setActiveOverrides((current) => ({ ...current, [row.id]: row.active }))
      toast.error(shown`${t('Failed to Update')} ${t(title)}: ${t(errorMessage(error))}`)
    }
  }

  function openMerge() {
    if (selected.length < 2) {
      toast.error(t('Select more than one item to merge'))
      return
    }
    setMergedName(selectedRows[0]?.name ?? '')
    setMergeError(null)
    setIsMerging(true)
  }

  async function merge(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBusy) return
    const parsed = optionMergeInput.safeParse({ name: mergedName, type, idsToMerge: selected })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.path[0] === 'name') {
        setMergeError(issue.message)
        document.getElementById('merge-name')?.focus()
      } else toast.error(t(issue?.message ?? 'Failed'))
      return
    }
    setIsBusy(true)
    try {
      const response = await apiFetch('ngo/merge/target-group-or-thematic-scope', { method: 'POST', body: parsed.data })
      toast.success(t(response.message))
      setIsMerging(false)
      setSelectedIds([])
      router.refresh()
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors.name) setMergeError(error.errors.name)
      toast.error(shown`${t('Failed to Merge')} ${t(title)}: ${t(errorMessage(error))}`)
    } finally {
      setIsBusy(false)
    }
  }

  const allSelected = rows.length > 0 && selected.length === rows.length

  return (
    <>
      <ReferenceTable<OptionTableRow>
        title={title}
        endpoint="ngo/target-group-or-thematic-scope"
        rows={rows}
        leadingColumn={{
          header: (
            <input
              type="checkbox"
              aria-label={t('Select')}
              checked={allSelected}
              onChange={(event) => setSelectedIds(event.target.checked ? rows.map((row) => row.id) : [])}
            />
          ),
          cell: (row) => (
            <label>
              <input type="checkbox" checked={selected.includes(row.id)} onChange={(event) => toggleSelected(row.id, event.target.checked)} />
              <span className="visually-hidden">
                {t('Select')}: <TypedText text={localName(language, row.name, row.name_en)} language={language} />
              </span>
            </label>
          ),
        }}
        toolbar={
          <button type="button" className="button button-secondary" onClick={openMerge}>
            {t('Merge')}
            {selected.length > 0 ? ` (${count(selected.length)})` : ''}
          </button>
        }
        columns={[
          { header: 'Name', cell: (row) => <TypedText text={row.name} language={language} /> },
          { header: 'English name', cell: (row) => <TypedText text={row.name_en} language={language} /> },
          {
            header: 'Shown in NGO forms',
            cell: (row) => (
              <label className={styles.checkbox}>
                <input type="checkbox" checked={isActive(row)} onChange={(event) => setActive(row, event.target.checked)} />
                <span className="visually-hidden">
                  {t('Shown in NGO forms')}: <TypedText text={localName(language, row.name, row.name_en)} language={language} />
                </span>
                <span aria-hidden="true">{t(isActive(row) ? 'Active' : 'Hidden')}</span>
              </label>
            ),
          },
          { header: 'Profiles using it', cell: (row) => count(row.profiles) },
        ]}
        fields={[
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'name_en', label: 'English name', kind: 'text' },
        ]}
        editFields={[
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'name_en', label: 'English name', kind: 'text' },
          { name: 'active', label: 'Shown in NGO forms', kind: 'checkbox' },
        ]}
        createSchema={optionCreateInput}
        updateSchema={optionUpdateInput}
        toValues={(row): FormValues => (row ? { name: row.name, name_en: row.name_en ?? '', active: row.active } : { name: '', name_en: '', type })}
        validate={(values, mode, row) => {
          const name = typeof values.name === 'string' ? values.name : ''
          const taken = rows.some((other) => other.id !== row?.id && sameName(other.name, name))
          return taken && (mode === 'create' || mode === 'edit') ? { name: OPTION_NAME_TAKEN } : null
        }}
        rowName={(row) => localName(language, row.name, row.name_en)}
      />

      <Modal open={isMerging} title={`${t('Merge')} ${t(title)}`} onClose={() => !isBusy && setIsMerging(false)}>
        <form onSubmit={merge} noValidate>
          <p>{t('These items will become one:')}</p>
          <ul>
            {selectedRows.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
          <p className="muted">{t('Every NGO profile that uses any of them will use the merged item instead.')}</p>
          <div className="form-field">
            <label htmlFor="merge-name">
              {t('Merged name')}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id="merge-name"
              type="text"
              value={mergedName}
              aria-required="true"
              aria-invalid={mergeError ? true : undefined}
              aria-describedby={mergeError ? 'merge-name-error' : undefined}
              onChange={(event) => {
                setMergedName(event.target.value)
                setMergeError(null)
              }}
            />
            {mergeError ? (
              <p id="merge-name-error" className="field-error">
                {t(mergeError)}
              </p>
            ) : null}
          </div>
          <div className={styles.formActions}>
            <button type="button" className="button button-secondary" onClick={() => setIsMerging(false)} disabled={isBusy}>
              {t('Cancel')}
            </button>
            <button type="submit" className="button" disabled={isBusy}>
              {t('Merge')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
