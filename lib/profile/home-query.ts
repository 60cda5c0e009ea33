// The query of the home page's NGO list: the page (app/page.tsx) runs the
// search and the filters it names, and the page cache (lib/cache/pages.ts)
// keys a kept copy by them, so both read it through here.

/** The longest search the list runs (the form, the page and the API agree). */
export const SEARCH_MAX_LENGTH = 200

/** The search the list runs for a `q` value: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const homeSearch = (value: string | null | undefined) => (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH)

/** The home list's filters, in the order its address names them (decision 098: the ward, with the scope and the group). */
export const HOME_FILTERS = ['ward', 'thematic_scope', 'target_group'] as const
export type HomeFilter = (typeof HOME_FILTERS)[number]

const MAX_ID = 2_147_483_647

/** The id a filter value names (digits only, as a link writes it), or undefined: a malformed filter is ignored, as a malformed page is. */
export function homeFilterId(value: string | null | undefined): number | undefined {
  const text = (value ?? '').trim()
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined
  const id = Number(text)
  return id <= MAX_ID ? id : undefined
}

/** The filters of a home address that name an id, in HOME_FILTERS order. */
export function homeFilters(get: (name: HomeFilter) => string | null | undefined): Partial<Record<HomeFilter, number>> {
  const filters: Partial<Record<HomeFilter, number>> = {}
  for (const name of HOME_FILTERS) {
    const id = homeFilterId(get(name))
    if (id !== undefined) filters[name] = id
  }
  return filters
}
