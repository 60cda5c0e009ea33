// File types by their first bytes, never by name or the client's content type.
// Only the four types the portal stores are recognised; SVG, HTML, scripts and
// executables are simply "unknown".
import { inflateSync } from 'node:zlib'

export const STORED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const
export type StoredType = (typeof STORED_TYPES)[number]
export type ImageType = Exclude<StoredType, 'application/pdf'>

export const EXTENSIONS: Record<StoredType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0) {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')
const PDF = ascii('%PDF-')

export function sniffFileType(bytes: Uint8Array): StoredType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  if (startsWith(bytes, PDF)) return 'application/pdf'
  return null
}

export function isImageType(type: StoredType | null): type is ImageType {
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/webp'
}

// Markup a browser would run if it ever treated the file as a page, and PDF
// features that run code or open other programs in a viewer.
// Only whole tag names long enough that compressed binary data cannot spell
// them by chance in a 2 MB file.
const ACTIVE_MARKUP = /<\s*(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg)[\s>/]/i
const ACTIVE_PDF = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/

/** A PDF name may spell any byte as #xx (/J#61vaScript is /JavaScript): names are read decoded. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%{}]*#[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
}

/** What the object streams of a file may unpack to, at most. */
const OBJECT_STREAMS_MAX_BYTES = 16 * 1024 * 1024

/**
 * The unpacked text of every object stream (PDF 1.5 keeps whole objects, an
 * /OpenAction among them, compressed inside one), or null when one cannot be
 * read: a filter other than FlateDecode, decode parameters, a broken stream,
 * or more than OBJECT_STREAMS_MAX_BYTES in all. Other streams (page content,
 * fonts, images) hold no objects and are not unpacked.
 */
function objectStreams(text: string, bytes: Uint8Array): string[] | null {
  const insides: string[] = []
  let budget = OBJECT_STREAMS_MAX_BYTES
  for (const match of text.matchAll(/(?<!end)stream(?:\r\n|\n)/g)) {
    const dictionary = decodeNames(text.slice(text.lastIndexOf('obj', match.index), match.index))
    if (!/\/Type\s*\/ObjStm(?![A-Za-z0-9])/.test(dictionary)) continue
    const filters = (/\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? '').match(/\/[A-Za-z0-9]+/g) ?? []
    if (filters.length === 0) continue // stored as plain text: read with the rest of the file
    if (filters.length > 1 || filters[0] !== '/FlateDecode' || dictionary.includes('/DecodeParms')) return null
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    try {
      const inside = inflateSync(bytes.subarray(start, end < 0 ? bytes.length : end), { maxOutputLength: budget })
      budget -= inside.byteLength
      insides.push(inside.toString('latin1'))
    } catch {
      return null
    }
  }
  return insides
}

/**
 * A PDF the portal will keep: the header at byte 0, an end-of-file marker near
 * the end, and no HTML (a PDF/HTML polyglot) or scripting anywhere in it, its
 * names read with their #xx escapes decoded and its object streams unpacked.
 * Other compressed streams are not inflated, so this is a screen, not a proof;
 * the file is always served as an attachment under a sandbox policy, so a
 * browser never runs it as a page of the portal.
 */
export function checkPdf(bytes: Uint8Array): { ok: true } | { ok: false; reason: string } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (!/^%PDF-[12]\.\d/.test(text)) return { ok: false, reason: 'header' }
  if (!text.slice(-1024).includes('%%EOF')) return { ok: false, reason: 'end of file marker' }
  if (ACTIVE_MARKUP.test(text)) return { ok: false, reason: 'markup' }
  if (ACTIVE_PDF.test(decodeNames(text))) return { ok: false, reason: 'active content' }
  const insides = objectStreams(text, bytes)
  if (insides === null) return { ok: false, reason: 'unreadable object stream' }
  if (insides.some((inside) => ACTIVE_PDF.test(decodeNames(inside)))) return { ok: false, reason: 'active content in an object stream' }
  return { ok: true }
}
