'use client'

// What every section of the own-profile editor shares: the profile id, a
// busy flag for the page-wide actions (Reset All and Save all open sections
// wait while any save or the reload after it runs), the whole-page reset,
// the reload after a successful save, which sections hold unsaved changes,
// and the Save of every open section.
//
// Sections are independent (decision 086): any number may be open at once,
// each Save saves its own section, and a save that runs or fails holds only
// its own section's buttons (spec section 4's "while a save runs, Edit, Save
// and Add New are disabled" is read per section). Save all open sections
// presses each open section's Save; each shows its own outcome, and the
// page says once which were saved and which were not.
//
// While any section holds unsaved changes, leaving the page asks first: the
// browser's own question when the tab closes, reloads or goes to another
// site, and the portal's dialog for a link inside the portal (Next's client
// navigation never unloads the page, so the browser would not ask).
import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/** Presses an open section's Save; resolves to whether the section saved. */
export type OpenSectionSave = () => Promise<boolean>

/** An open section as Save all names it: its title and the id of its heading. */
export type OpenSection = { title: string; headingId: string }

/** What the last Save all open sections did. */
export type SaveAllOutcome = { saved: OpenSection[]; failed: OpenSection[] }

type EditorState = {
  profileId: number | null
  /** A save or the reload after it runs somewhere on the page: the page-wide actions wait. */
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
  /** Titles of the sections open for editing, in the order they opened. */
  openSections: string[]
  /** An open section offers its Save to Save all, with when it opened; the returned function withdraws it. */
  offerSave: (section: string, headingId: string, openedAt: number, save: OpenSectionSave) => () => void
  /** Presses the Save of every open section together. */
  saveAllOpen: () => Promise<SaveAllOutcome>
  /** True while Save all open sections runs (its button waits for it). */
  savingAll: boolean
}

const EditorContext = createContext<EditorState | null>(null)

type OfferedSave = { headingId: string; openedAt: number; save: OpenSectionSave }

/** The offered Saves, in the order their sections opened. */
const inOpeningOrder = (saves: Map<string, OfferedSave>) => [...saves.entries()].sort(([, a], [, b]) => a.openedAt - b.openedAt)

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
  const [savesRunning, setSavesRunning] = useState(0)
  const [isReloading, startTransition] = useTransition()
  const saves = useRef(new Map<string, OfferedSave>())
  const [openSections, setOpenSections] = useState<string[]>([])
  const [savingAll, setSavingAll] = useState(false)
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
    setSavesRunning((count) => count + 1)
    try {
      await work()
      return true
    } catch {
      return false
    } finally {
      setSavesRunning((count) => count - 1)
    }
  }, [])

  const offerSave = useCallback((section: string, headingId: string, openedAt: number, save: OpenSectionSave) => {
    // A section's form offers its Save when its code has arrived (decision 104): the order is when it opened.
    saves.current.set(section, { headingId, openedAt, save })
    setOpenSections(inOpeningOrder(saves.current).map(([title]) => title))
    return () => {
      if (saves.current.get(section)?.save !== save) return
      saves.current.delete(section)
      setOpenSections((current) => current.filter((name) => name !== section))
    }
  }, [])

  const saveAllOpen = useCallback(async (): Promise<SaveAllOutcome> => {
    const pressed = inOpeningOrder(saves.current)
    setSavingAll(true)
    try {
      // Together, not one after another: one section's failure never holds up another's save.
      const outcomes = await Promise.all(
        pressed.map(async ([title, { headingId, save }]) => ({ section: { title, headingId }, saved: await save().catch(() => false) })),
      )
      return {
        saved: outcomes.filter((outcome) => outcome.saved).map((outcome) => outcome.section),
        failed: outcomes.filter((outcome) => !outcome.saved).map((outcome) => outcome.section),
      }
    } finally {
      setSavingAll(false)
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
      busy: savesRunning > 0 || isReloading,
      resetVersion,
      resetAll: () => setResetVersion((version) => version + 1),
      runSave,
      reload,
      dirtySections,
      setDirty,
      openSections,
      offerSave,
      saveAllOpen,
      savingAll,
    }),
    [profileId, savesRunning, isReloading, resetVersion, runSave, reload, dirtySections, setDirty, openSections, offerSave, saveAllOpen, savingAll],
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
