// The query of the home page's NGO list: the page (app/page.tsx) runs the
// search it names, and the page cache (lib/cache/pages.ts) keys a kept copy by
// it, so both read it through here.

/** The longest search the list runs (the form, the page and the API agree). */
export const SEARCH_MAX_LENGTH = 200

/** The search the list runs for a `q` value: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const homeSearch = (value: string | null | undefined) => (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
