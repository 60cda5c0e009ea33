'use client'

// Toast notifications with the defaults of spec section 9: up to 20 at once;
// 4000 ms for blank, error and custom, 2000 ms for success, no expiry for
// loading; removed from the page 1000 ms after they are dismissed; at most
// 350 px wide, 8 px apart, at the top centre.
//
//   toast(t('Saved'))                          blank
//   toast.success(t('Login Success !'))        success
//   const id = toast.loading(t('Updating'))    stays until replaced or dismissed
//   toast.success(t('Done'), { id })           replaces the loading toast
//   toast.dismiss(id) / toast.dismiss()        one / all
//
// A toast shows its text as it is given: text already in the viewer's
// language (`Shown`, what a component's `t` gives), because the Toaster sits
// under the root layout, which holds only the shell's labels, not those of the
// page's area (decision 041). Mount <Toaster /> once (the root layout does).
//
// Two choices of this portal over the spec's defaults: toasts stand at the
// bottom of the screen, where they cover no heading and no navigation; and a
// result replaces an older contradicting one still on screen (a success takes
// the place of an earlier error, and the other way round), so "Verification
// Failed" never stands beside "Verification Success".
import { useEffect, useSyncExternalStore, type ReactElement } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { setSessionEndNotice } from '@/lib/client/api'
import type { Shown } from '@/lib/i18n/shared'
import styles from './toast.module.css'

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom'
export type ToastOptions = { id?: string; duration?: number }
/** Text in the viewer's language, or an element built from such text. */
export type ToastMessage = Shown | ReactElement

export const TOAST_LIMIT = 20
export const TOAST_REMOVE_DELAY = 1000
export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
}

type ToastItem = {
  id: string
  type: ToastType
  message: ToastMessage
  visible: boolean
  duration: number
  createdAt: number
}

let toasts: ToastItem[] = []
const listeners = new Set<() => void>()
const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function emit() {
  for (const listener of listeners) listener()
}

function clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string) {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
}

function scheduleRemoval(id: string) {
  clearTimer(removeTimers, id)
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      toasts = toasts.filter((item) => item.id !== id)
      emit()
    }, TOAST_REMOVE_DELAY),
  )
}

function scheduleDismissal(item: ToastItem) {
  clearTimer(dismissTimers, item.id)
  if (!Number.isFinite(item.duration)) return
  dismissTimers.set(
    item.id,
    setTimeout(() => dismiss(item.id), item.duration),
  )
}

/** The result type a new result contradicts, if `type` is a result. */
const CONTRADICTS: Partial<Record<ToastType, ToastType>> = { success: 'error', error: 'success' }

function show(type: ToastType, message: ToastMessage, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`
  const contradicted = CONTRADICTS[type]
  if (contradicted) {
    const older = toasts.filter((item) => item.visible && item.type === contradicted && item.id !== id)
    for (const item of older) clearTimer(dismissTimers, item.id)
    toasts = toasts.filter((item) => !older.includes(item))
  }
  const item: ToastItem = {
    id,
    type,
    message,
    visible: true,
    duration: options.duration ?? TOAST_DURATIONS[type],
    createdAt: Date.now(),
  }
  clearTimer(removeTimers, id)
  const existing = toasts.findIndex((current) => current.id === id)
  if (existing >= 0) {
    toasts = toasts.map((current) => (current.id === id ? item : current))
  } else {
    toasts = [item, ...toasts]
    // Over the limit, the oldest go at once.
    for (const dropped of toasts.slice(TOAST_LIMIT)) {
      clearTimer(dismissTimers, dropped.id)
      clearTimer(removeTimers, dropped.id)
    }
    toasts = toasts.slice(0, TOAST_LIMIT)
  }
  scheduleDismissal(item)
  emit()
  return id
}

function dismiss(id?: string) {
  const targets = toasts.filter((item) => item.visible && (id === undefined || item.id === id))
  if (targets.length === 0) return
  for (const item of targets) {
    clearTimer(dismissTimers, item.id)
    scheduleRemoval(item.id)
  }
  const ids = new Set(targets.map((item) => item.id))
  toasts = toasts.map((item) => (ids.has(item.id) ? { ...item, visible: false } : item))
  emit()
}

/** Takes toasts off the page at once, without the removal delay. */
function remove(id?: string) {
  for (const item of toasts) {
    if (id !== undefined && item.id !== id) continue
    clearTimer(dismissTimers, item.id)
    clearTimer(removeTimers, item.id)
  }
  toasts = id === undefined ? [] : toasts.filter((item) => item.id !== id)
  emit()
}

type ToastApi = {
  (message: ToastMessage, options?: ToastOptions): string
  success: (message: ToastMessage, options?: ToastOptions) => string
  error: (message: ToastMessage, options?: ToastOptions) => string
  loading: (message: ToastMessage, options?: ToastOptions) => string
  custom: (content: ToastMessage, options?: ToastOptions) => string
  dismiss: (id?: string) => void
  remove: (id?: string) => void
}

export const toast: ToastApi = Object.assign((message: ToastMessage, options?: ToastOptions) => show('blank', message, options), {
  success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
  loading: (message: ToastMessage, options?: ToastOptions) => show('loading', message, options),
  custom: (content: ToastMessage, options?: ToastOptions) => show('custom', content, options),
  dismiss,
  remove,
})

/** What is on screen now (for tests and debugging). */
export function currentToasts(): readonly Pick<ToastItem, 'id' | 'type' | 'message' | 'visible' | 'duration'>[] {
  return toasts
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NO_TOASTS: ToastItem[] = []

function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  )
}

const ICONS: Partial<Record<ToastType, string>> = { success: '✓', error: '!' }

/** The root provider's `t` (the shell's labels), kept by the Toaster. */
let shellTranslate: (key: string) => Shown = (key) => key as Shown

// The end of a session after a token error (lib/client/api.ts) may happen on
// any page, outside any component, so its toasts speak the shell's labels.
setSessionEndNotice(() => {
  const id = toast.loading(shellTranslate('Logging Out'))
  return () => void toast.success(shellTranslate('Logged Out !'), { id })
})

/** `notice`: a success the page's request announces, in the viewer's language (the toast of a sign-in's form post, decision 070). */
export function Toaster({ notice }: { notice?: Shown }) {
  const items = useToasts()
  const { t } = useTranslate()
  useEffect(() => {
    shellTranslate = t
  }, [t])
  useEffect(() => {
    if (notice) toast.success(notice, { id: 'page-notice' })
  }, [notice])
  // Leaving the page (full navigation) must not leave timers behind.
  useEffect(() => () => remove(), [])
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
      {items.map((item) => (
        <div
          key={item.id}
          className={`${styles.toast} ${styles[item.type] ?? ''} ${item.visible ? styles.visible : styles.hidden}`}
          data-toast-type={item.type}
          aria-hidden={item.visible ? undefined : true}
        >
          {item.type === 'loading' ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : ICONS[item.type] ? (
            <span className={styles.icon} aria-hidden="true">
              {ICONS[item.type]}
            </span>
          ) : null}
          <span className={styles.message}>{item.message}</span>
        </div>
      ))}
    </div>
  )
}
