'use client'

// What every section of the own-profile editor shares: the profile id, one
// busy flag (while any save or the reload after it runs, Edit, Save and Add
// New are disabled everywhere, spec section 4), the whole-page reset, the
// reload after a successful save, and which sections hold unsaved changes.
//
// While any section holds unsaved changes, leaving the page asks first: the
// browser's own question when the tab closes, reloads or goes to another
// site, and the portal's dialog for a link inside the portal (Next's client
// navigation never unloads the page, so the browser would not ask).
import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useTransition, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type EditorState = {
  profileId: number | null
  busy: boolean
  /** Bumped by the whole reset: every section drops its changes and closes. */
  resetVersion: number
  resetAll: () => void
  /** Runs a save with the busy flag set; resolves to whether it succeeded. */
  runSave: (work: () => Promise<void>) => Promise<boolean>
  /** Reloads the page's data; `then` runs in the same transition, so it lands with the new data. */
  reload: (then?: () => void) => void
  /** Titles of the sections with unsaved changes. */
  dirtySections: string[]
  setDirty: (section: string, dirty: boolean) => void
}

const EditorContext = createContext<EditorState | null>(null)

/** A click on a link that would take the page elsewhere inside the portal, or null. */
export function portalLinkTarget(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  // A jump within the same page loses nothing.
  if (url.pathname === location.pathname && url.search === location.search) return null
  return url.pathname + url.search + url.hash
}

export function EditorProvider({ profileId, children }: { profileId: number | null; children: ReactNode }) {
  const { t } = useTranslate()
  const router = useRouter()
  const [saving, setSaving] = useState(false)
  const [isReloading, startTransition] = useTransition()
  const [resetVersion, setResetVersion] = useState(0)
  const [dirtySections, setDirtySections] = useState<string[]>([])
  const [leavingTo, setLeavingTo] = useState<string | null>(null)

  const reload = useCallback(
    (then?: () => void) => {
      startTransition(() => {
        router.refresh()
        then?.()
      })
    },
    [router],
  )

  const runSave = useCallback(async (work: () => Promise<void>) => {
    setSaving(true)
    try {
      await work()
      return true
    } catch {
      return false
    } finally {
      setSaving(false)
    }
  }, [])

  const setDirty = useCallback((section: string, dirty: boolean) => {
    setDirtySections((current) => {
      if (dirty === current.includes(section)) return current
      return dirty ? [...current, section] : current.filter((name) => name !== section)
    })
  }, [])

  const hasUnsavedChanges = dirtySections.length > 0
  useEffect(() => {
    if (!hasUnsavedChanges) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    // Capture, before Next's link handler sees the click.
    const click = (event: MouseEvent) => {
      const target = portalLinkTarget(event, window.location)
      if (target === null) return
      event.preventDefault()
      event.stopPropagation()
      setLeavingTo(target)
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [hasUnsavedChanges])

  const value = useMemo<EditorState>(
    () => ({
      profileId,
      busy: saving || isReloading,
      resetVersion,
      resetAll: () => setResetVersion((version) => version + 1),
      runSave,
      reload,
      dirtySections,
      setDirty,
    }),
    [profileId, saving, isReloading, resetVersion, runSave, reload, dirtySections, setDirty],
  )
  return (
    <EditorContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={leavingTo !== null}
        title={t('Leave this page?')}
        confirmLabel={t('Leave without saving')}
        cancelLabel={t('Stay on this page')}
        danger
        onCancel={() => setLeavingTo(null)}
        onConfirm={() => {
          const target = leavingTo
          setLeavingTo(null)
          // The sections are left as they are; the new page replaces them.
          setDirtySections([])
          if (target) router.push(target)
        }}
      >
        <p>{t('These sections have changes that are not saved:')}</p>
        <ul>
          {dirtySections.map((section) => (
            <li key={section}>{t(section)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </EditorContext.Provider>
  )
}

export function useEditor(): EditorState {
  const state = useContext(EditorContext)
  if (!state) throw new Error('useEditor must be used inside <EditorProvider>')
  return state
}
