'use client'

// The logo: a chosen image is only a pending preview until Save Logo uploads
// it ('Uploading Logo' -> 'Uploading Logo Success', or 'Failed to Upload Logo'
// with the server's message) and saves it as the profile's logo (spec 4, 5, 8).
//
// The save names the logo's version when the image was chosen (decision 059):
// when someone else saved a logo since, it is refused, the page shows theirs,
// and the clerk chooses between saving hers over it and keeping theirs.
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { typedAttributes, typedText } from '@/components/typed-text'
import { FileInput } from '@/components/ui/file-input'
import { toast } from '@/components/ui/toast'
import { localName } from '@/lib/i18n/local-name'
import { shown } from '@/lib/i18n/shared'
import { formatBsDateTime } from '@/lib/calendar'
import { apiFetch } from '@/lib/client/api'
import { checkUploadFile, uploadFile, type EditorProfile } from '@/lib/client/profile'
import { useEditor } from './editor-context'
import { isVersionConflict } from './section-shell'
import styles from './editor.module.css'

export function LogoUpload({ profile }: { profile: EditorProfile | null }) {
  const { t, language } = useTranslate()
  const editor = useEditor()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const conflictRef = useRef<HTMLDivElement>(null)
  // The chosen image, the logo version it replaces, and its stored copy once uploaded (a second save sends it again).
  const [pending, setPending] = useState<{ file: File; preview: string; base: number | undefined; fileID?: string } | null>(null)
  const [conflict, setConflict] = useState<{ changedAt: string | null } | null>(null)
  const [error, setError] = useState('')
  const logoVersion = profile?.section_versions?.logo
  // Its own save holds only its own controls, like a section's (decision 086).
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (conflict) conflictRef.current?.focus()
  }, [conflict])

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!pending) return
    return () => URL.revokeObjectURL(pending.preview)
  }, [pending])

  function choose(file: File | undefined) {
    setError('')
    if (!file) return
    const problem = checkUploadFile(file, 'logo')
    if (problem) {
      setError(t(problem))
      setPending(null)
      if (inputRef.current) inputRef.current.value = ''
      return
    }
    setConflict(null)
    setPending({ file, preview: URL.createObjectURL(file), base: logoVersion })
  }

  async function saveLogo(base = pending?.base) {
    if (!pending || !profile) return
    setConflict(null)
    const id = toast.loading(t('Uploading Logo'))
    setSaving(true)
    const succeeded = await editor.runSave(async () => {
      try {
        const fileID = pending.fileID ?? (await uploadFile(pending.file, 'logo'))
        setPending((current) => (current && current.file === pending.file ? { ...current, fileID } : current))
        await apiFetch(`ngo/profile/${profile.id}`, { method: 'PUT', body: { logo: fileID, base_version: base } })
      } catch (failure) {
        if (isVersionConflict(failure)) {
          // Someone else saved a logo since this one was chosen: show theirs, keep the chosen one, and ask.
          toast.dismiss(id)
          const changedAt = (failure as { data: { changed_at?: unknown } }).data.changed_at
          setConflict({ changedAt: typeof changedAt === 'string' ? changedAt : null })
          editor.reload()
          throw failure
        }
        const message = t(failure instanceof Error && failure.message ? failure.message : 'Failed to upload image !')
        toast.error(shown`${t('Failed to Upload Logo')} ${message}`, { id })
        setError(message)
        throw failure
      }
    })
    if (!succeeded) {
      setSaving(false)
      return
    }
    toast.success(t('Uploading Logo Success'), { id })
    editor.reload(() => {
      setSaving(false)
      setPending(null)
      if (inputRef.current) inputRef.current.value = ''
    })
  }

  /** Take theirs: the chosen image goes, the logo someone else saved stays. */
  function takeTheirs() {
    setConflict(null)
    setPending(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const name = profile?.name ?? ''
  const shownName = localName(language, name, profile?.name_en)
  const source = pending?.preview ?? profile?.logo_url ?? null
  return (
    <div className={`card ${styles.logoCard}`}>
      <div className={styles.logoFrame}>
        {source ? (
          // A saved logo's text alternative is the NGO's name in the page's language, marked as typed data.
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo or a local preview, already sized by the server
          <img src={source} alt={pending ? t('New logo (not saved yet)') : shownName} {...(pending ? {} : typedAttributes(language, shownName))} className={styles.logo} />
        ) : (
          <span className={styles.logoPlaceholder} aria-hidden="true">
            {profile?.name_acronym || name ? (
              typedText((profile?.name_acronym || name).slice(0, 3), language)
            ) : (
              // No name yet: a picture frame says "a logo goes here"; a grey "?" read as an error.
              <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
                <rect x="5" y="9" width="38" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
                <circle cx="17" cy="19" r="4" fill="currentColor" />
                <path d="M9 35l10-10 7 7 5-5 8 8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
              </svg>
            )}
          </span>
        )}
      </div>
      {profile ? (
        <div className={styles.logoControls}>
          <div className="form-field">
            <FileInput
              ref={inputRef}
              id={inputId}
              buttonLabel={t('Choose Logo')}
              chosenName={pending?.file.name ?? ''}
              accept="image/*"
              disabled={saving}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <span id={`${inputId}-hint`} className={`muted ${styles.hint}`}>
              {t('An image of at most 2 MB.')}
            </span>
            {error ? (
              <span id={`${inputId}-error`} className="field-error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
          {pending ? <p className={styles.hint}>{t('The new logo is not saved until you press Save Logo.')}</p> : null}
          {conflict && pending ? (
            <div ref={conflictRef} className={styles.conflictPanel} role="alert" tabIndex={-1} data-conflict="true">
              <p className={styles.conflictTitle}>{t('Someone else saved a new logo at {time}').replace('{time}', formatBsDateTime(conflict.changedAt, language))}</p>
              <p>{t('Their logo is saved; yours is not saved yet.')}</p>
              {profile.logo_url ? (
                // eslint-disable-next-line @next/next/no-img-element -- the logo someone else saved, already sized by the server
                <img src={profile.logo_url} alt={t('Their logo')} className={styles.logo} />
              ) : null}
              <div className={styles.sectionActions}>
                <button type="button" className="button" onClick={() => void saveLogo(logoVersion)} disabled={saving}>
                  {t('Keep mine (save over theirs)')}
                </button>
                <button type="button" className="button button-secondary" onClick={takeTheirs} disabled={saving}>
                  {t('Take theirs')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="button" onClick={() => void saveLogo()} disabled={!pending || saving}>
              {t('Save Logo')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
