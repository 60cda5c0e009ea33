// Where the focus goes in the portal's dialogs and error summaries, shared by
// the React components (components/ui/modal.tsx, error-summary.tsx) and the
// script of pages sent without React (components/auth/auth-forms-island.ts).
// No React here.
//
// The native <dialog> opened with showModal() makes the rest of the page
// inert, closes on Escape and is announced as a modal dialog; beyond that,
// Tab and Shift+Tab go round inside it, where the browser alone would let Tab
// leave for its own controls (the address bar; on a phone's keyboard or a
// screen reader the way back is long), and a press on the backdrop closes it.

/** What Tab can reach inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A Tab key press inside `dialog`: from its last control back to the first, and the other way round with Shift. */
export function keepTabInside(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, dialog: HTMLElement) {
  if (event.key !== 'Tab') return
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/** Whether a press on the dialog element itself fell outside its box: on the backdrop. */
export function isBackdropPress(event: Pick<MouseEvent, 'target' | 'clientX' | 'clientY'>, dialog: HTMLElement): boolean {
  if (event.target !== dialog) return false
  const box = dialog.getBoundingClientRect()
  return !(event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom)
}

/** Moves to a field: the focus into it, and its label into view. */
export function goToField(id: string) {
  const field = document.getElementById(id)
  if (!field) return false
  field.focus({ preventScroll: true })
  const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null
  ;(label ?? field).scrollIntoView({ block: 'center' })
  return true
}
