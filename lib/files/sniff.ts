// File types by their first bytes, never by name or the client's content type.
// Only the four types the portal stores are recognised; SVG, HTML, scripts and
// executables are simply "unknown".

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
const ACTIVE_PDF = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia)(?![A-Za-z0-9])/

/**
 * A PDF the portal will keep: the header at byte 0, an end-of-file marker near
 * the end, and no HTML (a PDF/HTML polyglot) or scripting anywhere in it.
 * Compressed streams are not inflated, so this is a screen, not a proof; the
 * file is always served as application/pdf with nosniff and as an attachment
 * type a browser will not run as a page.
 */
export function checkPdf(bytes: Uint8Array): { ok: true } | { ok: false; reason: string } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (!/^%PDF-[12]\.\d/.test(text)) return { ok: false, reason: 'header' }
  if (!text.slice(-1024).includes('%%EOF')) return { ok: false, reason: 'end of file marker' }
  if (ACTIVE_MARKUP.test(text)) return { ok: false, reason: 'markup' }
  if (ACTIVE_PDF.test(text)) return { ok: false, reason: 'active content' }
  return { ok: true }
}
