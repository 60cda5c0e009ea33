'use client'

// The View buttons of a profile's documents and audit reports: the tables are
// markup made on the server once per read (profile-sections.tsx), each row's
// button naming its file (view-button.ts); one listener on
// the section opens the one shared viewer (components/profile/file-viewer.tsx)
// for whichever button was pressed, by mouse, Enter or Space.
import { useCallback, useState, type ReactNode } from 'react'
import { FileViewer } from '@/components/profile/file-viewer'
import { VIEW_TITLE_ATTRIBUTE, VIEW_URL_ATTRIBUTE } from './view-button'

export function DocumentViewers({ children }: { children: ReactNode }) {
  const [viewing, setViewing] = useState<{ url: string; title: string } | null>(null)
  const listen = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    const open = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${VIEW_URL_ATTRIBUTE}]`) : null
      if (!button || !element.contains(button)) return
      setViewing({ url: button.getAttribute(VIEW_URL_ATTRIBUTE) ?? '', title: button.getAttribute(VIEW_TITLE_ATTRIBUTE) ?? '' })
    }
    element.addEventListener('click', open)
    return () => element.removeEventListener('click', open)
  }, [])
  return (
    <div ref={listen}>
      {children}
      <FileViewer url={viewing?.url ?? null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} />
    </div>
  )
}
