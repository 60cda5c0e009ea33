// CSV encoding of the open data export (RFC 4180): comma separated, CRLF line
// ends. A spreadsheet program runs a cell that starts with = + - @, a tab or a
// carriage return as a formula (and turns a phone number like +977-1-5521234
// into a sum), so such text gets a leading apostrophe, which spreadsheets
// hide, and is quoted. A field is also quoted when it holds a comma or a
// semicolon (the separator of spreadsheets in many locales: unquoted,
// "Director;=HYPERLINK(...)" would become a live second cell there), a quote,
// a line break or spaces at its edges.

/** The byte order mark that makes spreadsheet programs read the file as UTF-8 (and so show Nepali). */
export const BOM = '\uFEFF'

export type CsvValue = string | number | boolean | null | undefined | readonly (string | number)[]

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = Array.isArray(value) ? value.join('; ') : String(value)
  const isFormula = /^[=+\-@\t\r]/.test(text)
  if (isFormula) text = `'${text}`
  return isFormula || /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
