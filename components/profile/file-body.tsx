'use client'

// The document viewer's body (file-viewer.tsx opens it): the file fetched and
// shown from a copy in memory (a blob: address), an image or a PDF in a frame
// through the browser's own viewer, 'File Not Found' for a missing file, the
// error message followed by '!' when loading fails. The portal serves PDFs
// only as attachments (decision 021), so no browser opens one as a page of
// the portal's origin. Loaded with the first document opened (decision 104).
import { useEffect, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { FileLoading } from './file-viewer'
import styles from './file-viewer.module.css'

type Loaded = { kind: 'image' | 'pdf'; source: string } | { kind: 'missing' } | { kind: 'error'; message: string }

const FILE_NOT_FOUND = 'File Not Found'

export function FileBody({ url, title }: { url: string; title: string }) {
  const { t } = useTranslate()
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    let objectUrl: string | null = null
    ;(async () => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
        if (response.status === 404) return setLoaded({ kind: 'missing' })
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null
          return setLoaded({ kind: 'error', message: body?.message || response.statusText || 'Failed' })
        }
        const type = response.headers.get('content-type') ?? ''
        // The copy keeps the type the portal stored, so it is only ever read as an image or a PDF.
        objectUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: type.startsWith('image/') ? type : 'application/pdf' }))
        setLoaded({ kind: type.startsWith('image/') ? 'image' : 'pdf', source: objectUrl })
      } catch (error) {
        if (controller.signal.aborted) return
        setLoaded({ kind: 'error', message: error instanceof Error ? error.message : 'Failed' })
      }
    })()
    // The copy's memory is freed when the viewer closes (its body leaves the page); reopening loads afresh.
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])

  if (loaded === null) return <FileLoading />
  return (
    <div className={styles.viewer}>
      {loaded.kind === 'missing' ? <p role="alert">{t(FILE_NOT_FOUND)}</p> : null}
      {loaded.kind === 'error' ? <p role="alert">{`${t(loaded.message)}!`}</p> : null}
      {loaded.kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private file shown from memory, not an optimisable asset
        <img src={loaded.source} alt={title} className={styles.viewerImage} />
      ) : null}
      {loaded.kind === 'pdf' ? <iframe src={loaded.source} title={title} className={styles.viewerFrame} /> : null}
      {loaded.kind === 'image' || loaded.kind === 'pdf' ? (
        <p>
          <a href={url} download>
            {t('Download')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
