'use client'

// A document or audit report opened in the modal dialog (spec section 2,
// Documents): a loading text while the file is looked up, the error message
// followed by '!', 'File Not Found' for a missing file, else the file itself.
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { Modal } from '@/components/ui/modal'
import styles from './profile-view.module.css'

type Shown = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'image' } | { kind: 'pdf' }

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
  } catch {
    // not JSON
  }
  return response.statusText || String(response.status)
}

export function DocumentViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslate()
  const [shown, setShown] = useState<Shown | null>(null)

  async function open() {
    setShown({ kind: 'loading' })
    try {
      const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' })
      if (response.status === 404) return setShown({ kind: 'error', message: t('File Not Found') })
      if (!response.ok) return setShown({ kind: 'error', message: `${t(await failureMessage(response))}!` })
      setShown({ kind: (response.headers.get('content-type') ?? '').startsWith('image/') ? 'image' : 'pdf' })
    } catch (error) {
      setShown({ kind: 'error', message: `${error instanceof Error ? error.message : t('Failed')}!` })
    }
  }

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void open()} aria-label={`${t('View')}: ${title}`}>
        {t('View')}
      </button>
      <Modal open={shown !== null} title={title} wide onClose={() => setShown(null)}>
        {shown?.kind === 'loading' ? <p role="status">{t('Loading ...')}</p> : null}
        {shown?.kind === 'error' ? <p role="alert">{shown.message}</p> : null}
        {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served as it is */}
        {shown?.kind === 'image' ? <img className={styles.viewerImage} src={url} alt={title} /> : null}
        {shown?.kind === 'pdf' ? <iframe className={styles.viewerFrame} src={url} title={title} /> : null}
        {shown && shown.kind !== 'loading' && shown.kind !== 'error' ? (
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('Open in a new tab')}
            </a>
          </p>
        ) : null}
      </Modal>
    </>
  )
}
