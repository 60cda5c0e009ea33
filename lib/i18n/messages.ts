// Messages in the viewer's language. A message is a label (an exact English
// key with its Nepali text), or a label with placeholders whose parts vary
// ('{label} is required', 'Row {row}: {field} appears twice'): the message is
// matched against those templates and each part is itself put in the
// viewer's language (a label, a field's name, digits). Shared by the server's
// and the browser's `t`, so a message from the API, a schema or a form reads
// the same wherever it is shown. No I/O here.
import { toNepaliDigits } from '@/lib/calendar/digits'
import { fieldLabel, VALUE_LABELS } from '@/lib/i18n/field-names'
import { messageForPeople } from '@/lib/i18n/people-messages'
import type { Language } from '@/lib/i18n/shared'

/**
 * Placeholders that hold a list of other labels ('{list}'): a template with
 * one matches only when its parts are labels themselves, so free text that
 * merely contains ' and ' (an NGO's name) is never taken apart.
 */
const STRICT_PLACEHOLDERS = new Set(['list', 'item'])
/** Placeholders that hold a field's API name ('dao_registration_no', '0.subject'). */
const FIELD_PLACEHOLDERS = new Set(['field'])
/** Placeholders that hold a number, and nothing else. */
const NUMBER_PLACEHOLDERS = new Set(['count', 'row', 'max', 'min'])

type Template = { key: string; pattern: RegExp; names: string[]; weight: number }

const PLACEHOLDER = /\{(\w+)\}/g

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The templates among label keys, the most specific (most fixed text) first. */
export function compileTemplates(keys: Iterable<string>): Template[] {
  const templates: Template[] = []
  for (const key of keys) {
    if (!key.includes('{')) continue
    const names: string[] = []
    let source = ''
    let last = 0
    for (const match of key.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(key.slice(last, match.index)) + '(.+?)'
      names.push(match[1])
      last = match.index + match[0].length
    }
    if (names.length === 0) continue
    source += escapeRegExp(key.slice(last))
    // A field's API name is the most telling part: such templates are tried first.
    const weight = key.replace(PLACEHOLDER, '').length + (names.some((name) => FIELD_PLACEHOLDERS.has(name)) ? 1000 : 0)
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, weight })
  }
  return templates.sort((a, b) => b.weight - a.weight)
}

export type MessageCatalogue = {
  language: Language
  /** The text of an exact label in the viewer's language, or undefined when there is none. */
  lookup: (key: string) => string | undefined
  templates: Template[]
}

const MAX_DEPTH = 4

function digitsOf(text: string, language: Language) {
  return language === 'ne' ? toNepaliDigits(text) : text
}

/** A field's API name ('dao_registration_no', '0.subject') as people read it. */
function localizeField(path: string, catalogue: MessageCatalogue, depth: number): string {
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? localizeMessage(`Row ${Number(part) + 1}`, catalogue, depth)
        : localizeMessage(fieldLabel(part), catalogue, depth),
    )
    .join(' – ')
}

function localizePart(name: string, value: string, catalogue: MessageCatalogue, depth: number): string | null {
  if (/^[\d.,/-]+$/.test(value)) return digitsOf(value, catalogue.language)
  if (NUMBER_PLACEHOLDERS.has(name)) return null
  if (FIELD_PLACEHOLDERS.has(name)) return /^[a-z_]\w*(\.\w+)*$/.test(value) ? localizeField(value, catalogue, depth) : null
  if (VALUE_LABELS[value]) return localizeMessage(VALUE_LABELS[value], catalogue, depth)
  const localized = localizeMessage(value, catalogue, depth)
  if (STRICT_PLACEHOLDERS.has(name) && localized === value && catalogue.lookup(value) === undefined) return null
  return localized
}

/** `text` in the catalogue's language: its label, a filled template, or the text as it is. */
export function localizeMessage(message: string, catalogue: MessageCatalogue, depth = 0): string {
  // A message the spec fixes for programs reads as a sentence for people, in either language.
  const text = messageForPeople(message)
  const exact = catalogue.lookup(text)
  if (exact !== undefined) return exact
  if (depth >= MAX_DEPTH || !text) return text
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(text)
    if (!match) continue
    const parts = new Map<string, string>()
    let accepted = true
    template.names.forEach((name, index) => {
      const part = localizePart(name, match[index + 1], catalogue, depth + 1)
      if (part === null) accepted = false
      else parts.set(name, part)
    })
    if (!accepted) continue
    const target = catalogue.lookup(template.key) ?? template.key
    return target.replace(PLACEHOLDER, (whole, name: string) => parts.get(name) ?? whole)
  }
  return text
}
