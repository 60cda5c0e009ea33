// Each language has its own addresses (decision 040): Nepali, the portal's
// default, at the plain paths (`/`, `/profile/12`), English under `/en`
// (`/en`, `/en/profile/12`). The proxy (proxy.ts) takes the language from the
// address and hands Next the plain path; every internal link is built here so
// a page's links stay in its language. The API's paths never move. No I/O:
// server and client code share it.
import type { Language } from '@/lib/i18n/shared'

export const ENGLISH_PREFIX = '/en'
/** The request header through which the proxy names a page's language and plain path to the server components. */
export const LANGUAGE_HEADER = 'x-portal-language'
export const PATH_HEADER = 'x-portal-path'

const ENGLISH_PATH = /^\/en(?=\/|$|\?|#)/

/**
 * The address of a portal path (a plain path, with its query or fragment) in
 * a language: unchanged in Nepali, under /en in English. An API path, a
 * fragment alone and anything not starting with '/' is returned unchanged.
 */
export function pathIn(language: Language, path: string): string {
  if (language === 'ne' || !path.startsWith('/') || path.startsWith('//') || isApiPath(path)) return path
  if (path === '/') return ENGLISH_PREFIX
  if (path.startsWith('/?') || path.startsWith('/#')) return ENGLISH_PREFIX + path.slice(1)
  return ENGLISH_PREFIX + path
}

/** The language an address names and its plain path (query and fragment kept): `/en/login?x` → en, `/login?x`. */
export function splitLanguage(address: string): { language: Language; path: string } {
  if (!ENGLISH_PATH.test(address)) return { language: 'ne', path: address }
  const rest = address.slice(ENGLISH_PREFIX.length)
  return { language: 'en', path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest }
}

/** A page's hreflang alternates: its address in each language, and Nepali (the default) for any other. */
export function languageAlternates(path: string): Record<Language | 'x-default', string> {
  return { ne: path, en: pathIn('en', path), 'x-default': path }
}

/** The same page in another language: the address's language prefix swapped, its query and fragment kept. */
export function switchLanguage(address: string, language: Language): string {
  return pathIn(language, splitLanguage(address).path)
}

function isApiPath(path: string) {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') || path.startsWith('/_next/')
}
