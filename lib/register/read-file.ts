// Reads an uploaded register (CSV or XLSX) into rows of text cells, refusing
// what is not one with a clear message. The type comes from the first bytes,
// never the name; a workbook's unpacked size and a file's row count are
// bounded before anything is kept, so a small file cannot unpack into memory
// the server does not have. Formulas are never calculated: a formula cell is
// read as its text.
import { parse as parseCsv } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { ApiError } from '@/lib/api/errors'
import { sniffFileType } from '@/lib/files/sniff'
import { MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from '@/lib/register/limits'
import { REGISTER_MESSAGES } from '@/lib/register/messages'

export type SheetCell = {
  text: string
  /** The cell held a formula; `text` is the formula itself, never its result. */
  isFormula?: boolean
  /** A spreadsheet date cell; `text` is its AD date, YYYY-MM-DD. */
  isDate?: boolean
}

/** A data row and its number in the spreadsheet (the header is row 1 when it is the first line). */
export type SheetRow = { row: number; cells: (SheetCell | null)[] }

export type Sheet = { format: 'csv' | 'xlsx'; header: string[]; rows: SheetRow[] }

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte)

const tooManyRows = () => new ApiError(400, REGISTER_MESSAGES.tooManyRows)
const unreadable = () => new ApiError(400, REGISTER_MESSAGES.unreadable)

function isBlank(cells: (SheetCell | null)[]) {
  return cells.every((cell) => !cell || cell.text.trim() === '')
}

/** The first non-blank row is the header; blank rows are left out, and at most MAX_IMPORT_ROWS follow it. */
function toSheet(format: Sheet['format'], rows: SheetRow[]): Sheet {
  const filled = rows.filter((row) => !isBlank(row.cells))
  if (filled.length === 0) throw new ApiError(400, REGISTER_MESSAGES.empty)
  const [first, ...data] = filled
  if (data.length > MAX_IMPORT_ROWS) throw tooManyRows()
  if (first.cells.length > MAX_IMPORT_COLUMNS) throw new ApiError(400, REGISTER_MESSAGES.tooManyColumns)
  return { format, header: first.cells.map((cell) => cell?.text.trim() ?? ''), rows: data }
}

// ---------------------------------------------------------------- CSV

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  if (bytes.subarray(0, 8192).includes(0)) throw new ApiError(415, REGISTER_MESSAGES.wrongType)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(400, REGISTER_MESSAGES.notUtf8)
  }
}

/** The separator of the header line: comma, semicolon (European spreadsheets) or tab, whichever it holds most of outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '')
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length - 1 }))
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter
}

type CsvRecord = { record: string[]; info: { lines: number }; raw: string }

function readCsv(bytes: Uint8Array): Sheet {
  const text = decodeText(bytes)
  let records: CsvRecord[]
  let kept = 0
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      max_record_size: 100_000,
      // Bounded as it goes: a header and one row more than allowed is enough to refuse the file.
      // With `info` and `raw` the callback gets the whole {record, info, raw} (the types say string[]).
      on_record: ((entry: CsvRecord) => {
        if (entry.record.some((cell) => cell.trim() !== '') && ++kept > MAX_IMPORT_ROWS + 1) throw tooManyRows()
        return entry
      }) as unknown as (record: string[]) => string[],
    }) as unknown as CsvRecord[]
  } catch (error) {
    if (error instanceof ApiError) throw error
    if ((error as { cause?: unknown }).cause instanceof ApiError) throw (error as { cause: ApiError }).cause
    throw unreadable()
  }
  const rows = records.map(({ record, info, raw }) => {
    // A record ends on info.lines; its own line breaks (in quoted cells) put its first line earlier.
    const ownBreaks = (raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '').match(/\n/g) ?? []).length
    const cells = record.map((text): SheetCell => (/^\s*=/.test(text) ? { text, isFormula: true } : { text }))
    return { row: info.lines - ownBreaks, cells }
  })
  return toSheet('csv', rows)
}

// ---------------------------------------------------------------- XLSX

/** Unpacks every part without keeping it, stopping as soon as the total passes the limit. */
async function checkUnpackedSize(zip: JSZip) {
  let total = 0
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer')
      stream
        .on('data', (chunk: Buffer) => {
          total += chunk.length
          if (total > MAX_UNPACKED_BYTES) {
            stream.pause()
            reject(new ApiError(413, REGISTER_MESSAGES.tooLarge))
          }
        })
        .on('error', () => reject(unreadable()))
        .on('end', () => resolve())
    })
  }
}

type CellValue = ExcelJS.CellValue

function xlsxCell(value: CellValue): SheetCell | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return { text: value }
  if (typeof value === 'number') return { text: String(value) }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { text: value.toISOString().slice(0, 10), isDate: true }
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula
    return { text: `=${formula}`, isFormula: true }
  }
  if ('richText' in value) return { text: value.richText.map((part) => part.text).join('') }
  if ('hyperlink' in value) return { text: typeof value.text === 'string' ? value.text : value.hyperlink }
  if ('error' in value) return { text: String(value.error) }
  return null
}

async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  let zip: JSZip
  try {
    zip = await JSZip.loadAsync(bytes)
  } catch {
    throw unreadable()
  }
  if (!zip.file('xl/workbook.xml') || !zip.file('[Content_Types].xml')) throw new ApiError(415, REGISTER_MESSAGES.wrongType)
  await checkUnpackedSize(zip)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer)
  } catch {
    throw unreadable()
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new ApiError(400, REGISTER_MESSAGES.empty)
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw tooManyRows()
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as CellValue[]
    // ExcelJS numbers columns from 1: values[0] is always empty.
    rows.push({ row: rowNumber, cells: values.slice(1, MAX_IMPORT_COLUMNS + 2).map((value) => xlsxCell(value ?? null)) })
  })
  return toSheet('xlsx', rows)
}

/** The register in an uploaded file: its header and its data rows. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  if (bytes.byteLength === 0) throw new ApiError(400, REGISTER_MESSAGES.empty)
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new ApiError(413, REGISTER_MESSAGES.tooLarge)
  if (startsWith(bytes, ZIP)) return readXlsx(bytes)
  if (startsWith(bytes, OLE)) throw new ApiError(415, REGISTER_MESSAGES.oldExcel)
  if (sniffFileType(bytes)) throw new ApiError(415, REGISTER_MESSAGES.wrongType)
  return readCsv(bytes)
}
