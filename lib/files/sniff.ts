// File types by their first bytes, never by name or the client's content type.
// Only the four types the portal stores are recognised; SVG, HTML, scripts and
// executables are simply "unknown".
import { inflateSync, constants as zlibConstants } from 'node:zlib'
import type { PDF_MESSAGES } from '@/lib/files/limits'

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

// Markup a browser would run if it ever treated the file as a page.
// Only whole tag names long enough that compressed binary data cannot spell
// them by chance in a 2 MB file.
const ACTIVE_MARKUP = /<\s*(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg)[\s>/]/i

/** Why a PDF is refused: a key of PDF_MESSAGES, or 'not-a-pdf' (the purpose's type message). */
export type PdfRefusal = keyof typeof PDF_MESSAGES | 'not-a-pdf'
export type PdfCheck = { ok: true } | { ok: false; reason: PdfRefusal; name?: string }

/**
 * The names that make a reader leave the document (decision 062): run a
 * script, start a program, open another file or one attached to the PDF, go
 * to a web address, send or fetch form data, read an XFA form (which carries
 * its own scripts and submissions), or load media. A reader follows some of
 * them when the file is opened, and may send the reader's Windows credentials
 * to a UNC path or its address to a server.
 */
const LEAVING_NAMES: Record<string, keyof typeof PDF_MESSAGES> = {
  JavaScript: 'script',
  JS: 'script',
  Launch: 'launch',
  GoToR: 'remoteFile',
  GoToE: 'embeddedFileLink',
  URI: 'webLink',
  SubmitForm: 'formSubmission',
  ImportData: 'dataImport',
  XFA: 'xfa',
  EmbeddedFile: 'embeddedFiles',
  EmbeddedFiles: 'embeddedFiles',
  RichMedia: 'media',
  Rendition: 'media',
  Movie: 'media',
}

/** A PDF name ends at white space (NUL included) or a delimiter, so /JSMincho is not /JS. */
const NAME_END = '(?=[\\s\\0()<>[\\]{}/%]|$)'
const LEAVING = new RegExp(`/(${Object.keys(LEAVING_NAMES).join('|')})${NAME_END}`)
const ENCRYPT = new RegExp(`/Encrypt${NAME_END}`)
/** White space and comments, which a reader skips between the tokens of a dictionary. */
const GAP = '(?:[\\s\\0]|%[^\\r\\n]*(?:\\r\\n|\\r|\\n))*'
const OBJECT_STREAM_TYPE = new RegExp(`/Type${GAP}/ObjStm${NAME_END}`)
const XREF_TYPE = new RegExp(`/Type${GAP}/XRef${NAME_END}`)
const FIRST_KEY = new RegExp(`/First${NAME_END}`)
const COUNT_KEY = new RegExp(`/N${NAME_END}`)
/**
 * A stream's filters are the value of its /Filter key: one name, an array of
 * them, or a reference. Read from the key, so that compressed data before the
 * dictionary (which may spell /RL or /Fl by chance) is never taken for a
 * filter; each value is read from a bounded slice after its key, so a file
 * of unclosed arrays costs linear time.
 */
const FILTER_KEY = new RegExp(`/Filter${NAME_END}`, 'g')
const FILTER_VALUE = new RegExp(`^${GAP}(\\[(?:%[^\\r\\n]*(?:\\r\\n|\\r|\\n)|[^\\]%])*\\]|/[^\\s\\0/<>[\\]()%{}]+|\\d)`)
const FILTER_VALUE_MAX_CHARS = 1024
const FILTER_KEYS_MAX = 64
/** Decode parameters (a predictor) given to the filters: a dictionary, an array, or a reference to one. */
const DECODE_PARAMETERS = new RegExp(`/(?:DecodeParms|DP)${GAP}(?:<<|\\[|\\d)`)
/** The standard stream filters (and their short names); signature handlers such as /Adobe.PPKLite are not among them. */
const STREAM_FILTERS = new RegExp(
  `/(FlateDecode|Fl|ASCIIHexDecode|AHx|ASCII85Decode|A85|LZWDecode|LZW|RunLengthDecode|RL|CCITTFaxDecode|CCF|DCTDecode|DCT|JBIG2Decode|JPXDecode|Crypt)${NAME_END}`,
  'g',
)
/** Filters that give back any bytes, as Flate does; the image filters (DCT, JPX, JBIG2, CCITT) give pixels. */
const TEXT_FILTERS = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL'])
/** The filters a dictionary names; one given by reference (/Filter 9 0 R) or that cannot be read is unknown ('?'). */
function streamFilters(dictionary: string): string[] {
  const keys = [...dictionary.matchAll(FILTER_KEY)]
  // A dictionary has one; a few more may stand in signature dictionaries before it.
  if (keys.length > FILTER_KEYS_MAX) return ['?']
  return keys.flatMap((key) => {
    const value = FILTER_VALUE.exec(dictionary.slice(key.index + key[0].length, key.index + key[0].length + FILTER_VALUE_MAX_CHARS))?.[1]
    if (value === undefined || /^\d/.test(value)) return ['?']
    return [...value.matchAll(STREAM_FILTERS)].map((found) => found[1])
  })
}

/** The keyword that starts a stream's data; not the end of one ("endstream"), nor part of a longer word. */
const STREAM_KEYWORD = /(?<![A-Za-z])stream(?=[\s\0])/g

/** A PDF name may spell any byte as #xx (/J#61vaScript is /JavaScript): names are read decoded. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s\0/<>[\]()%{}]*#[^\s\0/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
}

/** What the object streams of a file may unpack to, at most. */
const OBJECT_STREAMS_MAX_BYTES = 16 * 1024 * 1024
/**
 * How many streams may be unpacked or tried: a file has a few object streams
 * (each holds up to a few hundred objects), and a failed try costs time, so a
 * file of thousands of decoys cannot keep the server busy.
 */
const UNPACKED_STREAMS_MAX = 2000
/** How much of an untyped candidate is unpacked first to see whether it holds objects. */
const PEEK_INPUT_BYTES = 512
const PEEK_OUTPUT_BYTES = 4096

/**
 * An object stream's data starts with pairs of numbers (object number and
 * offset), after any white space and comments, which a reader skips. A
 * beginning that is only white space cannot be told apart, so it counts.
 */
function startsLikeObjects(text: string): boolean {
  const rest = text.replace(/^(?:[\s\0]|%[^\r\n]*(?:\r\n|\r|\n|$))*/, '')
  return rest === '' || /^\d+[\s\0]+\d+(?:[\s\0]|$)/.test(rest)
}

/** The first unpacked bytes of a stream, or null when it is no zlib data (a reader could not unpack it either). */
function peek(data: Uint8Array): string | null {
  try {
    const start = inflateSync(data.subarray(0, PEEK_INPUT_BYTES), { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: 1024 * 1024 })
    return start.subarray(0, PEEK_OUTPUT_BYTES).toString('latin1')
  } catch {
    return null
  }
}

/**
 * The unpacked text of every object stream (PDF 1.5 keeps whole objects, an
 * /OpenAction among them, compressed inside one), or null when one cannot be
 * read: a filter other than FlateDecode, decode parameters, a broken stream,
 * or more than OBJECT_STREAMS_MAX_BYTES in all.
 *
 * A stream's dictionary is read as everything since the previous stream
 * keyword, not from its "obj": a string such as (1 0 obj) or (endobj) inside
 * the dictionary cannot then hide its /Type or /Filter. Readers load an
 * object stream by its /First and /N without looking at /Type, so a stream
 * with those keys whose first unpacked bytes look like an object stream's
 * header is unpacked too (and one with a predictor, which hides those bytes,
 * cannot be read, unless it is a cross-reference stream). Other streams (page
 * content, fonts, images) hold no objects and are not unpacked.
 */
function objectStreams(text: string, bytes: Uint8Array): string[] | null {
  const insides: string[] = []
  let budget = OBJECT_STREAMS_MAX_BYTES
  let previous = 0
  // Where each stream ends, found in one pass: looking ahead from every keyword would take quadratic time on a file of keywords.
  const ends = [...text.matchAll(/endstream/g)].map((found) => found.index)
  let next = 0
  let attempts = 0
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const dictionary = decodeNames(text.slice(previous, match.index))
    previous = match.index + match[0].length
    const typed = OBJECT_STREAM_TYPE.test(dictionary)
    if (!typed && !(FIRST_KEY.test(dictionary) && COUNT_KEY.test(dictionary))) continue
    if (typed) {
      const filters = streamFilters(dictionary)
      if (filters.length === 0) continue // stored as plain text: read with the rest of the file
      const flate = filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl') && !DECODE_PARAMETERS.test(dictionary)
      if (!flate) return null
    }
    // The data begins on the line after the keyword, as readers skip to it.
    const lineEnd = /\r\n|\r|\n/.exec(text.slice(previous, previous + 256))
    const start = lineEnd ? previous + lineEnd.index + lineEnd[0].length : previous
    while (next < ends.length && ends[next] < start) next += 1
    const data = bytes.subarray(start, next < ends.length ? ends[next] : bytes.length)
    attempts += 1
    if (attempts > UNPACKED_STREAMS_MAX) return null
    // Whatever its dictionary says, an untyped candidate is an object stream to a reader only if it unpacks to objects.
    if (!typed) {
      // Text filters other than Flate could hold objects too, and are not undone here.
      if (streamFilters(dictionary).some((filter) => TEXT_FILTERS.has(filter))) return null
      const first = peek(data)
      if (first === null) continue
      // A predictor scrambles what comes out, so it cannot be told from objects; a cross-reference stream has one of its own.
      if (DECODE_PARAMETERS.test(dictionary) && !XREF_TYPE.test(dictionary)) return null
      if (!startsLikeObjects(first)) continue
    }
    try {
      const inside = inflateSync(data, { maxOutputLength: budget })
      budget -= inside.byteLength
      insides.push(inside.toString('latin1'))
    } catch {
      return null
    }
  }
  return insides
}

/** The first name that leaves the document in a text whose names are decoded, with why. */
function leavingName(names: string): { reason: keyof typeof PDF_MESSAGES; name: string } | null {
  const found = LEAVING.exec(names)
  return found ? { reason: LEAVING_NAMES[found[1]], name: `/${found[1]}` } : null
}

/**
 * A PDF the portal will keep: the header at byte 0, an end-of-file marker near
 * the end, no HTML (a PDF/HTML polyglot), not encrypted, and nothing that
 * makes a reader leave the document (LEAVING_NAMES), its names read with
 * their #xx escapes decoded and its object streams unpacked. Other compressed
 * streams are not inflated, so this is a screen, not a proof; the file is
 * always served as an attachment under a sandbox policy, so a browser never
 * runs it as a page of the portal.
 */
export function checkPdf(bytes: Uint8Array): PdfCheck {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (!/^%PDF-[12]\.\d/.test(text)) return { ok: false, reason: 'not-a-pdf' }
  if (!text.slice(-1024).includes('%%EOF')) return { ok: false, reason: 'not-a-pdf' }
  if (ACTIVE_MARKUP.test(text)) return { ok: false, reason: 'not-a-pdf' }
  const names = decodeNames(text)
  // Strings and streams of an encrypted file are unreadable without its key.
  if (ENCRYPT.test(names)) return { ok: false, reason: 'encrypted' }
  const plain = leavingName(names)
  if (plain) return { ok: false, ...plain }
  const insides = objectStreams(text, bytes)
  if (insides === null) return { ok: false, reason: 'unreadable' }
  for (const inside of insides) {
    const packed = leavingName(decodeNames(inside))
    if (packed) return { ok: false, ...packed }
  }
  return { ok: true }
}
