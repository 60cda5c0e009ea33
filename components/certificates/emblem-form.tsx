'use client'

// The municipality's emblem on /content/emblem (decision 096): choose an
// image, see it, save it (POST /api/ngo/emblem), or remove the one in force.
// The browser's checks are the server's own limits; the server decides.
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FileInput } from '@/components/ui/file-input'
import { toast } from '@/components/ui/toast'
import { apiFetch, errorMessage } from '@/lib/client/api'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/files/limits'
import styles from './certificates.module.css'

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp']

type Props = { emblemUrl: string | null; municipality: string }

export function EmblemForm({ emblemUrl, municipality }: Props) {
  const { t } = useTranslate()
  const router = useRouter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState(false)

  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  function reset() {
    setFile(null)
    setPreview(null)
    if (input.current) input.current.value = ''
  }

  function choose(chosen: File | undefined) {
    setError('')
    if (!chosen) return reset()
    const problem = !IMAGE_TYPES.includes(chosen.type.toLowerCase()) ? UPLOAD_MESSAGES.emblemType : chosen.size > MAX_UPLOAD_BYTES ? UPLOAD_MESSAGES.tooLarge : null
    if (problem) {
      setError(t(problem))
      return reset()
    }
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  async function save() {
    if (!file || busy) return
    setBusy(true)
    try {
      const form = new FormData()
      form.set('image', file)
      const response = await apiFetch('ngo/emblem', { method: 'POST', body: form })
      toast.success(t(response.message))
      reset()
      router.refresh()
    } catch (failure) {
      setError(t(errorMessage(failure)))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setBusy(true)
    try {
      const response = await apiFetch('ngo/emblem', { method: 'DELETE' })
      toast.success(t(response.message))
      setRemoving(false)
      router.refresh()
    } catch (failure) {
      toast.error(t(errorMessage(failure)))
    } finally {
      setBusy(false)
    }
  }

  const alt = t('Emblem of {municipality}').replace('{municipality}', municipality)
  return (
    <div className="card">
      <h2>{t('The emblem now')}</h2>
      {emblemUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the stored emblem, re-encoded by the portal
        <img src={emblemUrl} alt={alt} className={styles.emblem} />
      ) : (
        <p className="muted">{t('No emblem yet: certificates are printed without one.')}</p>
      )}
      <div className="form-field">
        <FileInput
          ref={input}
          id={`${id}-file`}
          buttonLabel={t('Choose an image')}
          chosenName={file?.name ?? ''}
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <span id={`${id}-hint`} className="muted">
          {t('A PNG, JPEG or WebP image of at most 2 MB (not SVG). It is stored as a PNG of at most 600 pixels a side.')}
        </span>
        {error ? (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file
        <img src={preview} alt={alt} className={styles.emblem} />
      ) : null}
      <div className={styles.formActions}>
        {emblemUrl ? (
          <button type="button" className="button button-danger" onClick={() => setRemoving(true)} disabled={busy}>
            {t('Remove the emblem')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => void save()} disabled={!file || busy}>
          {t('Save the emblem')}
        </button>
      </div>
      <ConfirmDialog open={removing} title={t('Remove the emblem')} confirmLabel={t('Remove the emblem')} danger busy={busy} onConfirm={() => void remove()} onCancel={() => setRemoving(false)}>
        <p>{t('Remove the emblem? Certificates are printed without one until another is saved.')}</p>
      </ConfirmDialog>
    </div>
  )
}
