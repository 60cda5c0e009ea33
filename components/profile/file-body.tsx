'use client'

// The document viewer (spec sections 2 and 8): a wide modal that shows a PDF in
// a frame or an image, 'लोड गर्दै ...' while it loads, the error message followed
// by '!' when loading fails, and 'File Not Found' for a missing file. The file
// is fetched and shown from a copy in memory (a blob: address): the portal
// serves PDFs only as attachments (decision 021), so no browser opens one as
// a page of the portal's origin, and the frame shows the copy through the
// browser's own PDF viewer.
import { useEffect, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { Modal } from '@/components/ui/modal'
import styles from './file-viewer.module.css'

type Loaded = { kind: 'image' | 'pdf'; source: string } | { kind: 'missing' } | { kind: 'error'; message: string }

export const FILE_NOT_FOUND = 'File Not Found'

export function FileViewer({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslate()
  const [loaded, setLoaded] = useState<{ url: string; state: Loaded } | null>(null)

  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    let objectUrl: string | null = null
    ;(async () => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
        if (response.status === 404) return setLoaded({ url, state: { kind: 'missing' } })
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null
          return setLoaded({ url, state: { kind: 'error', message: body?.message || response.statusText || 'Failed' } })
        }
        const type = response.headers.get('content-type') ?? ''
        // The copy keeps the type the portal stored, so it is only ever read as an image or a PDF.
        objectUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: type.startsWith('image/') ? type : 'application/pdf' }))
        setLoaded({ url, state: { kind: type.startsWith('image/') ? 'image' : 'pdf', source: objectUrl } })
      } catch (error) {
        if (controller.signal.aborted) return
        setLoaded({ url, state: { kind: 'error', message: error instanceof Error ? error.message : 'Failed' } })
      }
    })()
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])

  const state = loaded && loaded.url === url ? loaded.state : null
  function close() {
    // The copy's memory is freed with the effect; reopening loads afresh.
    setLoaded(null)
    onClose()
  }
  return (
    <Modal open={url !== null} title={title} onClose={close} wide>
      <div className={styles.viewer} aria-busy={state === null}>
        {state === null ? <p role="status">{t('Loading ...')}</p> : null}
        {state?.kind === 'missing' ? <p role="alert">{t(FILE_NOT_FOUND)}</p> : null}
        {state?.kind === 'error' ? <p role="alert">{`${t(state.message)}!`}</p> : null}
        {state?.kind === 'image' ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private file shown from memory, not an optimisable asset
          <img src={state.source} alt={title} className={styles.viewerImage} />
        ) : null}
        {state?.kind === 'pdf' ? <iframe src={state.source} title={title} className={styles.viewerFrame} /> : null}
        {state?.kind === 'image' || state?.kind === 'pdf' ? (
          <p>
            <a href={url ?? undefined} download>
              {t('Download')}
            </a>
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
