// Reading the open data CSV back in tests (integration and end-to-end).

/**
 * RFC 4180 records: quoted fields may hold commas, quotes and line breaks;
 * records end with CRLF. `complete` is false when the text ends inside a
 * quoted field or without a final CRLF (the unfinished record is still
 * returned last).
 */
export function parseCsv(text: string): { records: string[][]; complete: boolean } {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index++
    } else field += char
  }
  const complete = !quoted && record.length === 0 && field === ''
  if (!complete) records.push([...record, field])
  return { records, complete }
}
