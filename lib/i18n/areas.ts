// The label areas of client code (decision 041). A page's client components
// get the labels of the shell (the root layout's provider) and of the area
// its LabelArea names, never the whole dictionary: a signed-in page's HTML
// carries each of its labels once in the React payload, so the whole
// dictionary would be most of every page. No I/O here.
import { createHash } from 'node:crypto'
import { FIELD_LABELS, VALUE_LABELS } from '@/lib/i18n/field-names'
import { DEFAULT_LABELS, LABEL_GROUPS, type Label } from '@/lib/i18n/labels'
import type { Language } from '@/lib/i18n/shared'

const {
  SHELL_LABELS,
  COMMON_MESSAGE_LABELS,
  NGO_RECORD_LABELS,
  FORM_MESSAGE_LABELS,
  PROFILE_LABELS,
  PROFILE_VIEWER_LABELS,
  DATE_PICKER_LABELS,
  PROFILE_MESSAGE_LABELS,
  FILE_MESSAGE_LABELS,
  CONTENT_LABELS,
  REGISTER_LABELS,
  REGISTER_LIST_LABELS,
  CONTENT_MESSAGE_LABELS,
  RENEWAL_LABELS,
  RENEWAL_MESSAGE_LABELS,
  REVIEW_LABELS,
  REVIEW_MESSAGE_LABELS,
  NOTICE_LABELS,
  NOTICE_MESSAGE_LABELS,
  CERTIFICATE_LABELS,
  CERTIFICATE_MESSAGE_LABELS,
  PEOPLE_LABELS,
  PEOPLE_MESSAGE_LABELS,
  DUPLICATE_LABELS,
} = LABEL_GROUPS

/**
 * The labels that name the API's fields and coded values, wherever they
 * stand: a form shows an error of the API ('dao_registration_no: must be
 * text') with them (lib/i18n/messages.ts).
 */
const FIELD_NAME_LABELS: Record<string, Label> = Object.fromEntries(
  [...Object.values(FIELD_LABELS), ...Object.values(VALUE_LABELS)].filter((key) => key in DEFAULT_LABELS).map((key) => [key, DEFAULT_LABELS[key]]),
)

/** The label groups (lib/i18n/labels) each area's client components show. */
export const AREAS = {
  /** The header, the language switch, logout, error pages, dialogs, toasts raised outside a page: every page. */
  shell: [SHELL_LABELS, COMMON_MESSAGE_LABELS],
  /** The own profile editor (/profile), its People section, the invitation code, the certificate and the badge. */
  editor: [
    PROFILE_LABELS,
    PROFILE_VIEWER_LABELS,
    NGO_RECORD_LABELS,
    DATE_PICKER_LABELS,
    FORM_MESSAGE_LABELS,
    PROFILE_MESSAGE_LABELS,
    FILE_MESSAGE_LABELS,
    FIELD_NAME_LABELS,
    PEOPLE_LABELS,
    PEOPLE_MESSAGE_LABELS,
    CERTIFICATE_LABELS,
    CERTIFICATE_MESSAGE_LABELS,
  ],
  /** Submit on the renewal's "check your answers" (/profile/renewal). */
  renewal: [REVIEW_LABELS, REVIEW_MESSAGE_LABELS, FORM_MESSAGE_LABELS],
  /** The client parts of /profile/{id}: the status actions, the document viewer, the certificate's revoke form, and the super administrator's People and handover. */
  'profile-view': [PROFILE_VIEWER_LABELS, FILE_MESSAGE_LABELS, NGO_RECORD_LABELS, PEOPLE_LABELS, PEOPLE_MESSAGE_LABELS, CERTIFICATE_LABELS, CERTIFICATE_MESSAGE_LABELS],
  /** The content pages: NGO list with its downloads, claims and possible duplicates, reference tables, translations. */
  content: [CONTENT_LABELS, REGISTER_LIST_LABELS, NGO_RECORD_LABELS, DATE_PICKER_LABELS, FORM_MESSAGE_LABELS, CONTENT_MESSAGE_LABELS, FIELD_NAME_LABELS, RENEWAL_LABELS, RENEWAL_MESSAGE_LABELS, REVIEW_LABELS, REVIEW_MESSAGE_LABELS, NOTICE_LABELS, NOTICE_MESSAGE_LABELS, CERTIFICATE_LABELS, CERTIFICATE_MESSAGE_LABELS, FILE_MESSAGE_LABELS, DUPLICATE_LABELS],
  /** The import of the register (/content/import), beside the content pages' labels. */
  import: [REGISTER_LABELS],
}

export type AreaName = keyof typeof AREAS

/**
 * Where each area's provider stands: the page or layout (under app/) that
 * renders <LabelArea name="…"> around its client part. Everything under a
 * layout gets its area; the shell's is the root layout's. The unit test
 * lib/i18n/areas.test.ts proves every label a client component shows is in
 * the areas where it is rendered.
 */
export const AREA_ROUTES: Record<Exclude<AreaName, 'shell'>, string> = {
  editor: 'app/profile/page.tsx',
  renewal: 'app/profile/renewal/page.tsx',
  'profile-view': 'app/profile/[id]/page.tsx',
  content: 'app/content/layout.tsx',
  import: 'app/content/import/page.tsx',
}

/** What a provider of client labels is given: one area's labels in the viewer's language. */
export type AreaLabels = {
  language: Language
  /** Nepali texts of the area's labels (empty in English). */
  dictionary: Record<string, string>
  /** The area's labels with placeholders, which messages are matched against (lib/i18n/messages.ts). */
  templateKeys: string[]
  /** The administrator's hints for the area's labels (spec section 1): help beside the fields they name. */
  hints: Record<string, string>
  /** Names these labels: the same version, the same labels (a translation or hint changed makes a new one). The client provider builds its translate once per version. */
  version: string
}

/** A version's area and language (`editor.ne.<hash>`), or null for anything else. */
export function parseVersion(version: string): { name: AreaName; language: Language } | null {
  const match = /^([a-z-]{1,40})\.(ne|en)\.[A-Za-z0-9_-]{16}$/.exec(version)
  if (!match || !Object.hasOwn(AREAS, match[1])) return null
  return { name: match[1] as AreaName, language: match[2] as Language }
}

const keysOfArea = new Map<AreaName, string[]>()

/** The label keys of an area. */
export function areaKeys(name: AreaName): readonly string[] {
  let keys = keysOfArea.get(name)
  if (!keys) {
    keys = [...new Set(AREAS[name].flatMap((group) => Object.keys(group)))]
    keysOfArea.set(name, keys)
  }
  return keys
}

const ENGLISH: Record<string, string> = {}
const picked = new WeakMap<Record<string, string>, WeakMap<Record<string, string>, Map<AreaName, AreaLabels>>>()

/**
 * An area's labels out of the translations table's dictionary and hints. The same
 * dictionary (kept until a translation changes) gives the same object, so
 * a page's request does no work here.
 */
export function pickArea(name: AreaName, language: Language, dictionary: Record<string, string>, hints: Record<string, string>): AreaLabels {
  const source = language === 'en' ? ENGLISH : dictionary
  let byHints = picked.get(source)
  if (!byHints) picked.set(source, (byHints = new WeakMap()))
  let byArea = byHints.get(hints)
  if (!byArea) byHints.set(hints, (byArea = new Map()))
  let area = byArea.get(name)
  if (!area) {
    const keys = areaKeys(name)
    area = {
      language,
      // A label not yet in the translations table shows its shipped Nepali, as on the server (lib/i18n/translate.ts).
      dictionary: language === 'en' ? {} : Object.fromEntries(keys.map((key) => [key, source[key] ?? DEFAULT_LABELS[key].nepali])),
      templateKeys: keys.filter((key) => key.includes('{')),
      hints: Object.fromEntries(keys.flatMap((key) => (hints[key] === undefined ? [] : [[key, hints[key]]]))),
      version: '',
    }
    // Named by what it holds, so a page from any instance, before or after a restart, names the same labels alike.
    area.version = `${name}.${language}.${createHash('sha256').update(JSON.stringify([area.dictionary, area.hints])).digest('base64url').slice(0, 16)}`
    byArea.set(name, area)
  }
  return area
}
