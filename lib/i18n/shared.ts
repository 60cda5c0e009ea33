// Shared by server and client code: no I/O here.
export type Language = 'ne' | 'en'
export type Translate = (key: string) => string
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGES: Language[] = ['ne', 'en']
