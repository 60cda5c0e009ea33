// Where a client provider finds its area's labels (decision 041). A page names
// the version of the labels its client code shows; the labels themselves are
// not in the page's React payload.
// - On the server the page's render puts them here before its client
//   components render: the server components and the client components of a
//   render are two module graphs of one process, sharing globalThis.
// - In the browser they come from /labels/{version} (app/labels), which the
//   page preloads and the browser keeps for good: a version names its content.
import type { AreaLabels } from '@/lib/i18n/areas'

const REGISTRY = Symbol.for('ngo-portal.area-labels')
/** Versions kept: about ten areas in two languages, and older versions until a changed translation pushes them out. */
const LIMIT = 64

function registry(): Map<string, AreaLabels> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, AreaLabels> }
  return (holder[REGISTRY] ??= new Map())
}

/** Keeps labels under their version (or the version a page asked for, when the portal answered a newer one). */
export function rememberLabels(labels: AreaLabels, version: string = labels.version): void {
  const kept = registry()
  if (kept.get(version) === labels) return
  kept.delete(version)
  if (kept.size >= LIMIT) kept.delete(kept.keys().next().value!)
  kept.set(version, labels)
}

export function knownLabels(version: string): AreaLabels | undefined {
  return registry().get(version)
}

/** The address of a version's labels. */
export function labelsAddress(version: string): string {
  return `/labels/${encodeURIComponent(version)}`
}
