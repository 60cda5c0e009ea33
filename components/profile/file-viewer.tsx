'use client'

// The document viewer (spec sections 2 and 8): a wide modal that shows a PDF in
// a frame or an image, 'लोड गर्दै ...' while it loads, the error message followed
// by '!' when loading fails, and 'File Not Found' for a missing file. The
// dialog is the page's; the body that fetches and shows the file
// (file-body.tsx) comes with the first document opened (decision 104), and
// says it is loading until then.
import { lazy, Suspense } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { Modal } from '@/components/ui/modal'
import styles from './file-viewer.module.css'

const FileBody = lazy(() => import('./file-body').then((module) => ({ default: module.FileBody })))

/** While the file loads, and before the body's code has arrived. */
export function FileLoading() {
  const { t } = useTranslate()
  return (
    <div className={styles.viewer} aria-busy="true">
      <p role="status">{t('Loading ...')}</p>
    </div>
  )
}

export function FileViewer({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  return (
    <Modal open={url !== null} title={title} onClose={onClose} wide>
      {url !== null ? (
        <Suspense fallback={<FileLoading />}>
          <FileBody key={url} url={url} title={title} />
        </Suspense>
      ) : null}
    </Modal>
  )
}
