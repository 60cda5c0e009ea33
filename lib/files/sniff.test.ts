import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { checkPdf, sniffFileType } from './sniff'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'))

describe('sniffFileType', () => {
  it('knows PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffFileType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
    expect(sniffFileType(text('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('knows nothing else', () => {
    for (const value of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!DOCTYPE html>', 'GIF89a', 'MZ\u0090', '\u007fELF', 'RIFF\u0000\u0000\u0000\u0000WAVE', ' %PDF-1.4', '']) {
      expect(sniffFileType(text(value)), JSON.stringify(value)).toBeNull()
    }
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull() // truncated signature
  })
})

describe('checkPdf', () => {
  const pdf = (body: string) => text(`%PDF-1.4\n${body}\n%%EOF\n`)

  it('accepts a plain PDF, XMP metadata included', () => {
    expect(checkPdf(pdf('1 0 obj << /Type /Catalog >> endobj <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')).ok).toBe(true)
  })

  it('refuses HTML inside, scripts, launch actions and a missing end marker', () => {
    for (const body of ['<html><body>', '<script>alert(1)</script>', '<SVG onload=x>', '/OpenAction << /S /JavaScript /JS (x) >>', '/JS(app.alert(1))', '/Launch << /F (cmd.exe) >>', '/EmbeddedFile']) {
      expect(checkPdf(pdf(body)).ok, body).toBe(false)
    }
    expect(checkPdf(text('%PDF-1.4\n1 0 obj << >> endobj')).ok).toBe(false)
    expect(checkPdf(text('%PDF-x\n%%EOF')).ok).toBe(false)
  })

  it('does not mistake names that merely start like a script key', () => {
    expect(checkPdf(pdf('/Font << /F1 /JSMincho >> /JSX 1')).ok).toBe(true)
  })

  it('reads names with their #xx escapes decoded', () => {
    for (const body of ['/S /J#61vaScript', '/J#53 (x)', '/#4AavaScript', '/Names << /#45mbeddedFiles << >> >>', '/EmbeddedFiles', '/L#61unch']) {
      expect(checkPdf(pdf(body)).ok, body).toBe(false)
    }
    expect(checkPdf(pdf('/Font << /F#31 /Helvetica >> /A#42C 1')).ok).toBe(true)
  })

  it('unpacks object streams, and refuses one it cannot read', () => {
    const objectStream = (inside: Buffer, dictionary = '/Filter /FlateDecode') =>
      new Uint8Array(Buffer.concat([Buffer.from(`%PDF-1.5\n7 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${dictionary} >>\nstream\n`, 'latin1'), inside, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]))
    expect(checkPdf(objectStream(deflateSync('6 0 << /Type /Font /Subtype /Type1 >>'))).ok).toBe(true)
    expect(checkPdf(objectStream(deflateSync('6 0 << /S /JavaScript /JS (x) >>'))).ok).toBe(false)
    expect(checkPdf(objectStream(deflateSync('6 0 << /S /J#61vaScript >>'))).ok).toBe(false)
    expect(checkPdf(objectStream(deflateSync('6 0 << /S /JavaScript >>'), '/Filter /#46lateDecode')).ok).toBe(false)
    // Unreadable: another filter, a predictor, a broken stream, or an unpacking bomb.
    expect(checkPdf(objectStream(Buffer.from('362030>'), '/Filter /ASCIIHexDecode')).ok).toBe(false)
    expect(checkPdf(objectStream(deflateSync('6 0 << >>'), '/Filter /FlateDecode /DecodeParms << /Predictor 12 >>')).ok).toBe(false)
    expect(checkPdf(objectStream(Buffer.from('not zlib at all'))).ok).toBe(false)
    expect(checkPdf(objectStream(deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20)))).ok).toBe(false)
  })
})
