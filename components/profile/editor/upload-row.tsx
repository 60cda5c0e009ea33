'use client'

// What the documents and the audit reports sections share: a row with a
// financial year and a file. The checks of a changed row, its save (the
// chosen file first, then the row that names it) and its file cell are the
// same in both; only the names, the row's key and where its file goes differ.
import { useId } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { FileInput } from '@/components/ui/file-input'
import { ApiRequestError } from '@/lib/client/api'
import { checkUploadFile, FILE_MESSAGES, uploadFile } from '@/lib/client/profile'
import { CellError } from './fields'
import { isVersionConflict, SectionError, type DescribedValue, type FieldErrors } from './section-shell'
import { VIEW_TITLE_ATTRIBUTE, VIEW_URL_ATTRIBUTE } from '@/components/profile/view/view-button'
import styles from './editor.module.css'

type Translate = ReturnType<typeof useTranslate>['t']
type UploadKind = 'document' | 'audit_report'

/** A changed upload row: its errors are keyed `${key}.year` and `${key}.file`. */
export type UploadRow = { key: string; yearId: string; file: File | null; hasSavedFile: boolean }

/** A changed row needs its financial year, and a file unless one is saved. */
export function uploadRowErrors(t: Translate, rows: UploadRow[]): FieldErrors {
  const found: FieldErrors = {}
  for (const row of rows) {
    if (!row.yearId) found[`${row.key}.year`] = t(FILE_MESSAGES.financialYearRequired)
    if (!row.file && !row.hasSavedFile) found[`${row.key}.file`] = t(FILE_MESSAGES.missingFile)
  }
  return found
}

/**
 * Uploads the row's chosen file under `folder`, then saves the row naming it;
 * each failure lands on its cell. A version conflict (decision 059) goes on as
 * it is: the section shows both sides (section-shell.tsx).
 */
async function saveUploadRow(t: Translate, row: UploadRow, folder: string, save: (file: string | undefined) => Promise<unknown>): Promise<void> {
  let file: string | undefined
  if (row.file) {
    try {
      file = await uploadFile(row.file, folder)
    } catch (error) {
      const message = t(error instanceof Error ? error.message : 'Failed')
      throw new SectionError(`${t('Failed to Upload Document')}: ${message}`, { [`${row.key}.file`]: message })
    }
  }
  try {
    await save(file)
  } catch (error) {
    if (!(error instanceof ApiRequestError) || isVersionConflict(error)) throw error
    throw new SectionError(`${t('Failed to Save Document')}: ${t(error.message)}`, { [`${row.key}.year`]: t(error.message) })
  }
}

/** One changed row to save: the row, where its file goes, and the request that saves it on a base version and answers the new one. */
export type UploadSave = { row: UploadRow; folder: string; put: (file: string | undefined, baseVersion: number | undefined) => Promise<number> }

/**
 * The write of a section's save (`section.save`) of its changed upload rows:
 * refused without a profile or with a row in error; otherwise each row in
 * turn, on the version the one before answered (decision 059), each answer
 * advancing the section's.
 */
export function saveUploadRows(t: Translate, profileId: number | null, found: FieldErrors, saves: UploadSave[]) {
  return async (_draft: unknown, base: number | undefined, advance: (version: number) => void): Promise<void> => {
    if (!profileId) throw new SectionError('Save the profile first to fill this section.')
    if (Object.keys(found).length > 0) throw new SectionError(Object.values(found)[0], found)
    let baseVersion = base
    for (const { row, folder, put } of saves) {
      await saveUploadRow(t, row, folder, async (file) => {
        baseVersion = await put(file, baseVersion)
        advance(baseVersion)
      })
    }
  }
}

/** A row as the conflict panel compares it: its financial year, and the name of a file chosen to replace the saved one. */
export function describeUploadRow(key: string, label: string, yearLabel: string, file: File | null): DescribedValue {
  return { key, label, value: file ? `${yearLabel} · ${file.name}` : yearLabel }
}

const ACCEPT: Record<UploadKind, string> = { document: 'image/*,application/pdf', audit_report: 'application/pdf' }

/** A row's file: View for the saved one, and while editing a chooser that refuses what `kind` may not be. */
export function FileCell({
  name,
  chooseLabel,
  kind,
  fileUrl,
  viewTitle = name,
  editing,
  error,
  onChoose,
  onInvalid,
}: {
  /** The row's name, already translated. */
  name: string
  /** 'Choose File' or 'Choose PDF File', translated. */
  chooseLabel: string
  kind: UploadKind
  fileUrl: string | null | undefined
  /** The viewer's title, when it is not the row's name. */
  viewTitle?: string
  editing: boolean
  error?: string
  onChoose: (file: File | null) => void
  onInvalid: (message: string) => void
}) {
  const { t } = useTranslate()
  const id = useId()
  return (
    <>
      {fileUrl ? (
        // The read-only tables' View button (components/profile/view/view-button.ts): the section's DocumentViewers opens it.
        <button
          type="button"
          className="button button-secondary"
          aria-label={`${t('View')}: ${name}`}
          {...{ [VIEW_URL_ATTRIBUTE]: fileUrl, [VIEW_TITLE_ATTRIBUTE]: viewTitle }}
        >
          {t('View')}
        </button>
      ) : null}
      {editing ? (
        <span className={styles.fileChooser}>
          <FileInput
            id={id}
            buttonLabel={t('Choose File')}
            accessibleName={`${chooseLabel} – ${name}`}
            accept={ACCEPT[kind]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null
              const problem = file ? checkUploadFile(file, kind) : null
              if (problem) {
                event.target.value = ''
                onChoose(null)
                onInvalid(t(problem))
                return
              }
              onChoose(file)
            }}
          />
          <CellError id={id} error={error} alert />
        </span>
      ) : null}
    </>
  )
}
