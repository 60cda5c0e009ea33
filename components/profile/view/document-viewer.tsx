'use client'

// A document or audit report of a public profile: a View button that opens it
// in the shared viewer (components/profile/file-viewer.tsx).
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { FileViewer } from '@/components/profile/file-viewer'

export function DocumentViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslate()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)} aria-label={`${t('View')}: ${title}`}>
        {t('View')}
      </button>
      <FileViewer url={open ? url : null} title={title} onClose={() => setOpen(false)} />
    </>
  )
}
