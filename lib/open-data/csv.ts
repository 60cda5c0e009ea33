// CSV encoding of the open data export (RFC 4180): comma separated, CRLF line
// ends, a field quoted when it holds a comma, a quote or a line break.
// A spreadsheet program would run a cell that starts with = + - or @ as a
// formula, so such text (but not a plain number or phone number) gets a
// leading apostrophe, which spreadsheets hide.

/** The byte order mark that makes spreadsheet programs read the file as UTF-8 (and so show Nepali). */
export const BOM = '\uFEFF'

const NUMBER_LIKE = /^[+-]?[\d\s().,/-]*$/

export type CsvValue = string | number | boolean | null | undefined | readonly string[]

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = Array.isArray(value) ? value.join('; ') : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
