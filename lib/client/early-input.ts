// What a person chose or typed in a form before its page's code ran. A
// server-rendered form can be used at once, but React takes its controls over
// without reading them: the component's state keeps the value the server
// rendered, and the next render puts that value back on screen (a `<select>`'s
// option, an input's or a textarea's text, the checked radio). On a slow line
// the admin list's "Search by" was lost this way. A form that holds its
// controls in state asks for the difference once, after hydration, and adopts
// it; only named controls are asked about, by their name.
// A form that is not meant to be a GET form (the admin list's filters are)
// says method="post": pressed before its code runs, the browser posts it and
// the page comes back as it was, without a mobile number or a reason in the
// address, the history and the access log.
import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Inputs whose value is what was typed, compared with the value the page came with (the kinds the portal's forms adopt). */
const TYPED = new Set(['text', 'search', 'tel'])

/** The named controls whose value differs from the one the page came with; a radio group by its name, with the checked radio's value. */
function changedBeforeHydration(form: HTMLFormElement): Map<string, string> {
  const changed = new Map<string, string>()
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement && element.name && !element.multiple) {
      const options = Array.from(element.options)
      const rendered = options.find((option) => option.defaultSelected) ?? options[0]
      if (rendered && element.value !== rendered.value) changed.set(element.name, element.value)
    } else if ((element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TYPED.has(element.type))) && element.name) {
      if (element.value !== element.defaultValue) changed.set(element.name, element.value)
    } else if (element instanceof HTMLInputElement && element.type === 'radio' && element.name && element.checked && !element.defaultChecked) {
      changed.set(element.name, element.value)
    }
  }
  return changed
}

/** Calls `adopt` once after hydration with what was changed before it, when anything was. */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (changed: Map<string, string>) => void): void {
  const onChanged = useEffectEvent(adopt)
  useEffect(() => {
    if (!form.current) return
    const changed = changedBeforeHydration(form.current)
    if (changed.size > 0) onChanged(changed)
  }, [form])
}
