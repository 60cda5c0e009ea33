import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { libraryPdfBytes, pdfBytes, pdfWithRemoteGoTo } from '@/tests/fixtures/files'
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

describe('checkPdf: actions that leave the document (decision 062)', () => {
  const pdf = (body: string, version = '1.4') => text(`%PDF-${version}\n${body}\n%%EOF\n`)
  const objectStream = (inside: string, dictionary = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', keyword = 'stream\n') =>
    new Uint8Array(Buffer.concat([Buffer.from(`%PDF-1.5\n7 0 obj\n<< ${dictionary} >>\n${keyword}`, 'latin1'), deflateSync(inside), Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]))

  const ACTIONS = [
    ['/OpenAction << /S /Launch /F (cmd.exe) >>', 'launch', '/Launch'],
    ['/OpenAction << /S /GoToR /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >>', 'remoteFile', '/GoToR'],
    ['/A << /S /GoToE /T << /R /C /N (a.pdf) >> >>', 'embeddedFileLink', '/GoToE'],
    ['/A << /S /URI /URI (http://attacker.example/) >>', 'webLink', '/URI'],
    ['/AA << /C << /S /SubmitForm /F (http://attacker.example/) >> >>', 'formSubmission', '/SubmitForm'],
    ['/OpenAction << /S /ImportData /F (\\\\\\\\host\\\\data.fdf) >>', 'dataImport', '/ImportData'],
    ['/AcroForm << /Fields [] /XFA 9 0 R >>', 'xfa', '/XFA'],
    ['/Names << /EmbeddedFiles << /Names [(a.exe) 8 0 R] >> >>', 'embeddedFiles', '/EmbeddedFiles'],
    ['8 0 obj << /Type /EmbeddedFile /Length 0 >> stream\n\nendstream endobj', 'embeddedFiles', '/EmbeddedFile'],
    ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', 'script', '/JavaScript'],
    ['/AA << /O << /JS (app.alert(1)) >> >>', 'script', '/JS'],
    ['/Annots [<< /Subtype /RichMedia >>]', 'media', '/RichMedia'],
    ['/OpenAction << /S /Rendition /R 9 0 R >>', 'media', '/Rendition'],
  ] as const

  it('refuses each action, naming what it found', () => {
    for (const [body, reason, name] of ACTIONS) expect(checkPdf(pdf(body)), body).toEqual({ ok: false, reason, name })
  })

  it('reads the names with their #xx escapes decoded', () => {
    for (const [body, reason] of [
      ['/S /G#6FToR /F (x.pdf)', 'remoteFile'],
      ['/S /#55#52#49 /URI (http://x/)', 'webLink'],
      ['/S /Submit#46orm', 'formSubmission'],
      ['/S /Import#44ata', 'dataImport'],
      ['/#58FA 9 0 R', 'xfa'],
      ['/S /Java#53cript', 'script'],
      ['/S /#4Caunch', 'launch'],
      ['/S /GoTo#45', 'embeddedFileLink'],
    ] as const) {
      expect(checkPdf(pdf(body)), body).toMatchObject({ ok: false, reason })
    }
  })

  it('finds them inside a compressed object stream', () => {
    for (const [body, reason] of ACTIONS) {
      expect(checkPdf(objectStream(`6 0 << ${body} >>`)), body).toMatchObject({ ok: false, reason })
      // Every name's first letter spelt as #xx, inside the compressed stream.
      const escaped = body.replace(/\/(\w)/g, (_, letter: string) => `/#${letter.charCodeAt(0).toString(16)}`)
      expect(checkPdf(objectStream(`6 0 << ${escaped} >>`)), escaped).toMatchObject({ ok: false, reason })
    }
    expect(checkPdf(objectStream('6 0 << /S /G#6FToR /F (\\\\host\\share\\x.pdf) >>'))).toMatchObject({ ok: false, reason: 'remoteFile' })
  })

  it('finds an object stream whatever its dictionary pretends', () => {
    // A string that looks like an object header or its end does not hide the /Type before it.
    expect(checkPdf(objectStream('6 0 << /S /URI >>', '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /X (1 0 obj endobj)')).ok).toBe(false)
    // Readers load an object stream by /N and /First alone.
    expect(checkPdf(objectStream('6 0 << /S /URI >>', '/N 1 /First 4 /Filter /FlateDecode'))).toMatchObject({ ok: false, reason: 'webLink' })
    expect(checkPdf(objectStream('%comment\n6 0 << /S /Launch >>', '/N 1 /First 13 /Filter /Fl'))).toMatchObject({ ok: false, reason: 'launch' })
    // The keyword followed by a carriage return only, which readers accept.
    expect(checkPdf(objectStream('6 0 << /S /URI >>', undefined, 'stream\r'))).toMatchObject({ ok: false, reason: 'webLink' })
    // A filter hidden behind a fake end of the dictionary is still seen: two filters cannot be read.
    expect(checkPdf(objectStream('6 0 << >>', '/Type /ObjStm /Filter [/FlateDecode /FlateDecode] /X (endobj) /N 1 /First 4'))).toMatchObject({ ok: false, reason: 'unreadable' })
    // A comment between /Type and /ObjStm, and a text filter without /Type, are no way round.
    expect(checkPdf(objectStream('362030>', '/Type %x\n/ObjStm /N 1 /First 4 /Filter /AHx'))).toMatchObject({ ok: false, reason: 'unreadable' })
    expect(checkPdf(objectStream('362030>', '/N 1 /First 4 /Filter /ASCIIHexDecode'))).toMatchObject({ ok: false, reason: 'unreadable' })
    // Readers take the filter from a reference too, and skip comments inside an array of filters.
    expect(checkPdf(objectStream('6 0 << >>', '/Type /ObjStm /N 1 /First 4 /Filter 9 0 R'))).toMatchObject({ ok: false, reason: 'unreadable' })
    expect(checkPdf(objectStream('6 0 << >>', '/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode %]\n/AHx]'))).toMatchObject({ ok: false, reason: 'unreadable' })
    expect(checkPdf(objectStream('6 0 << /S /URI >>', '/N 1 /First 4 /Filter 9 0 R'))).toMatchObject({ ok: false, reason: 'webLink' })
    // Without /Type, a predictor hides whether the stream holds objects: refused, unless it is a cross-reference stream.
    expect(checkPdf(objectStream('6 0 << >>', '/N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>'))).toMatchObject({ ok: false, reason: 'unreadable' })
    expect(checkPdf(objectStream('\u0002\u0001\u0000', '/Type /XRef /W [1 2 1] /Index [0 1] /First 3 0 R /N 2 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>')).ok).toBe(true)
    // An ordinary compressed stream beside an outline's /First and an appearance's /N is not unpacked.
    expect(checkPdf(objectStream('q 0.5 g BT /F1 12 Tf (Hello) Tj ET Q', '/First 3 0 R /AP << /N 4 0 R >> /Filter /FlateDecode')).ok).toBe(true)
  })

  it('does not take compressed data before an object stream for its filter', () => {
    // A page's compressed content that happens to spell /RL, /Fl and /DP, then a clean object stream.
    const noise = Buffer.from('\u0093/RL /DP\u00a0\u00ff/Fl \u0001 abc', 'latin1')
    const file = Buffer.concat([
      Buffer.from('%PDF-1.5\n4 0 obj\n<< /Length 16 /Filter /FlateDecode >>\nstream\n', 'latin1'),
      noise,
      Buffer.from('\nendstream\nendobj\n7 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n', 'latin1'),
      deflateSync('6 0 << /Type /Font >>'),
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ])
    expect(checkPdf(new Uint8Array(file))).toEqual({ ok: true })
  })

  it('screens a 2 MB file of decoys in linear time', () => {
    const file = (body: string) => new Uint8Array(Buffer.from(`%PDF-1.5\n${body}\n%%EOF\n`, 'latin1'))
    const decoys = [
      'stream\n/First /N '.repeat(100_000), // keywords without an end, each a candidate
      '7 0 obj << /Type /ObjStm /N 1 /First 4 ' + '/Filter ['.repeat(200_000) + ' >>\nstream\nx\nendstream', // unclosed filter arrays
      '7 0 obj << /Type /ObjStm /Filter' + ' '.repeat(1_000_000) + 'x >>\nstream\nx\nendstream',
      '/A#41'.repeat(400_000),
    ]
    for (const body of decoys) {
      const started = performance.now()
      checkPdf(file(body))
      expect(performance.now() - started, body.slice(0, 40)).toBeLessThan(3000)
    }
    // Thousands of candidates that unpack to page content: tried up to a limit, then the file is refused.
    const content = deflateSync('q Q').toString('latin1')
    expect(checkPdf(file(`/First 1 /N 1 /Filter /FlateDecode stream\n${content}\nendstream\n`.repeat(1000))).ok).toBe(true)
    expect(checkPdf(file(`/First 1 /N 1 /Filter /FlateDecode stream\n${content}\nendstream\n`.repeat(3000)))).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('refuses an encrypted PDF and one whose object stream cannot be read', () => {
    expect(checkPdf(pdf('trailer << /Root 1 0 R /Encrypt 9 0 R >>'))).toEqual({ ok: false, reason: 'encrypted' })
    expect(checkPdf(pdf('trailer << /Root 1 0 R /#45ncrypt 9 0 R >>'))).toEqual({ ok: false, reason: 'encrypted' })
    expect(checkPdf(pdf('<< /EncryptMetadata false >>')).ok).toBe(true)
    const broken = new Uint8Array(Buffer.from('%PDF-1.5\n7 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nnot zlib\nendstream\nendobj\n%%EOF\n', 'latin1'))
    expect(checkPdf(broken)).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('tells names apart from longer ones', () => {
    expect(checkPdf(pdf('/URIs 1 /XFAx 2 /GoToRemote 3 /Launcher 4 /JSMincho 5 /Movies 6')).ok).toBe(true)
    // A name ends at NUL, as at any white space.
    expect(checkPdf(pdf('/S /URI\u0000(http://x/)')).ok).toBe(false)
  })

  it('keeps clean PDFs: a hand-made one and one written by a real library with object streams', async () => {
    expect(checkPdf(new Uint8Array(pdfBytes()))).toEqual({ ok: true })
    const library = await libraryPdfBytes()
    expect(library.toString('latin1')).toContain('/Type /ObjStm')
    expect(checkPdf(new Uint8Array(library))).toEqual({ ok: true })
    // The same library's link to a web address, packed in its object stream.
    const linked = await libraryPdfBytes({ link: 'https://attacker.example/' })
    expect(linked.toString('latin1')).not.toContain('/URI')
    expect(checkPdf(new Uint8Array(linked))).toEqual({ ok: false, reason: 'webLink', name: '/URI' })
    expect(checkPdf(new Uint8Array(pdfWithRemoteGoTo()))).toEqual({ ok: false, reason: 'remoteFile', name: '/GoToR' })
  })
})
