'use client'

// What every section of the own-profile editor shares: the profile id, one
// busy flag (while any save or the reload after it runs, Edit, Save and Add
// New are disabled everywhere, spec section 4), the whole-page reset, and the
// reload after a successful save.
import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useState, useTransition, type ReactNode } from 'react'

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
}

const EditorContext = createContext<EditorState | null>(null)

export function EditorProvider({ profileId, children }: { profileId: number | null; children: ReactNode }) {
  const router = useRouter()
  const [saving, setSaving] = useState(false)
  const [isReloading, startTransition] = useTransition()
  const [resetVersion, setResetVersion] = useState(0)

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

  const value = useMemo<EditorState>(
    () => ({
      profileId,
      busy: saving || isReloading,
      resetVersion,
      resetAll: () => setResetVersion((version) => version + 1),
      runSave,
      reload,
    }),
    [profileId, saving, isReloading, resetVersion, runSave, reload],
  )
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>
}

export function useEditor(): EditorState {
  const state = useContext(EditorContext)
  if (!state) throw new Error('useEditor must be used inside <EditorProvider>')
  return state
}
