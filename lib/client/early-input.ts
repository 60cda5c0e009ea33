// What a person chose in a form before its page's code ran. A server-rendered
// form can be used at once, but React takes a `<select>` over without reading
// it: the component's state keeps the value the server rendered, and the next
// render puts that value back on screen. On a slow line the admin list's
// "Search by" was lost this way. A form that holds its controls in state asks
// for the difference once, after hydration, and adopts it.
import { useEffect, useEffectEvent, type RefObject } from 'react'

/** The named controls whose value differs from the one the page came with. */
function changedBeforeHydration(form: HTMLFormElement): Map<string, string> {
  const changed = new Map<string, string>()
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement && element.name && !element.multiple) {
      const options = Array.from(element.options)
      const rendered = options.find((option) => option.defaultSelected) ?? options[0]
      if (rendered && element.value !== rendered.value) changed.set(element.name, element.value)
    } else if (element instanceof HTMLInputElement && element.name && (element.type === 'text' || element.type === 'search')) {
      if (element.value !== element.defaultValue) changed.set(element.name, element.value)
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
