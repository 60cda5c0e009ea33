// A hostile upload corpus: every file here must be refused with the right
// status, and nothing (no row, no bytes) may be left behind.
import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { storedFiles } from '@/db/schema'
import { db } from '@/lib/db'
import { PDF_MESSAGES } from '@/lib/files/limits'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import {
  executableBytes,
  fakePngWithHtml,
  HTML_PAGE,
  htmlPdfPolyglot,
  oversizedPng,
  pdfBytes,
  pdfHtmlPolyglot,
  libraryPdfBytes,
  pdfWithHexEscapedEmbeddedFiles,
  pdfWithHexEscapedJavaScript,
  pdfWithJavaScript,
  pdfWithRemoteGoTo,
  pdfWithScriptInObjectStream,
  pixelFloodPng,
  pngBytes,
  SVG_IMAGE,
  windowsExecutableBytes,
} from '@/tests/fixtures/files'
import { filesUnder, withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

const uploads = withTemporaryUploads()

let headers: Record<string, string>
let profileId: string

beforeAll(async () => {
  const owner = await createSignedInUser()
  headers = owner.headers
  profileId = String((await createProfile(owner.user)).profile.id)
})

const file = (bytes: Uint8Array, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type })

function form(entries: [string, string | File][]) {
  const body = new FormData()
  for (const [key, value] of entries) body.append(key, value)
  return body
}

async function storedCount() {
  const [{ total }] = await db.select({ total: count() }).from(storedFiles)
  return total
}

/** Sends the upload and checks that it was refused and left nothing behind. */
async function expectRefused(body: BodyInit, status: number, message?: string, extraHeaders: Record<string, string> = {}) {
  const rowsBefore = await storedCount()
  const filesBefore = filesUnder(uploads.root()).length
  const response = await call(uploadRoute, { method: 'POST', headers: { ...headers, ...extraHeaders }, body: body as string })
  expect(response.status, response.text).toBe(status)
  if (message) expect(response.json.message).toBe(message)
  expect(await storedCount()).toBe(rowsBefore)
  expect(filesUnder(uploads.root())).toHaveLength(filesBefore)
  return response
}

const LOGO = 'Please Select Image File'
const DOCUMENT = 'Please Select Image Or PDF File!'
const AUDIT = 'Please Select PDF File!'
const TOO_LARGE = 'File size should be less than or equal to 2MB!'

describe('hostile uploads are refused and nothing is stored', () => {
  it('refuses a renamed executable', async () => {
    await expectRefused(form([['image', file(executableBytes(), 'logo.png', 'image/png')], ['id', 'logo']]), 415, LOGO)
    await expectRefused(form([['image', file(windowsExecutableBytes(), 'scan.jpg', 'image/jpeg')], ['id', profileId]]), 415, DOCUMENT)
    await expectRefused(form([['image', file(executableBytes(), 'report.pdf', 'application/pdf')], ['id', 'audit-report/2080/81']]), 415, AUDIT)
  })

  it('refuses HTML with an image extension, and a PNG signature followed by HTML', async () => {
    await expectRefused(form([['image', file(HTML_PAGE, 'logo.png', 'image/png')], ['id', 'logo']]), 415, LOGO)
    await expectRefused(form([['image', file(HTML_PAGE, 'scan.png', 'image/png')], ['id', profileId]]), 415, DOCUMENT)
    await expectRefused(form([['image', file(fakePngWithHtml(), 'logo.png', 'image/png')], ['id', 'logo']]), 415, LOGO)
    await expectRefused(form([['image', file(fakePngWithHtml(), 'scan.png', 'image/png')], ['id', profileId]]), 415, DOCUMENT)
  })

  it('refuses SVG, even when it claims to be an image', async () => {
    await expectRefused(form([['image', file(SVG_IMAGE, 'logo.svg', 'image/svg+xml')], ['id', 'logo']]), 415, LOGO)
    await expectRefused(form([['image', file(SVG_IMAGE, 'logo.png', 'image/png')], ['id', profileId]]), 415, DOCUMENT)
  })

  it('refuses PDF/HTML polyglots and PDFs that run scripts, naming the script', async () => {
    await expectRefused(form([['image', file(pdfHtmlPolyglot(), 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, DOCUMENT)
    await expectRefused(form([['image', file(pdfHtmlPolyglot(), 'audit.pdf', 'application/pdf')], ['id', 'audit-report/2080/81']]), 415, AUDIT)
    await expectRefused(form([['image', file(htmlPdfPolyglot(), 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, DOCUMENT)
    await expectRefused(form([['image', file(pdfWithJavaScript(), 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, PDF_MESSAGES.script)
    // The three ways past a screen that reads the raw bytes only.
    for (const [bytes, name, message] of [
      [pdfWithHexEscapedJavaScript(), 'hex-escaped /J#61vaScript', PDF_MESSAGES.script],
      [pdfWithScriptInObjectStream(), 'JavaScript in a FlateDecode object stream', PDF_MESSAGES.script],
      [pdfWithHexEscapedEmbeddedFiles(), '/#45mbeddedFiles', PDF_MESSAGES.embeddedFiles],
    ] as const) {
      await expectRefused(form([['image', file(bytes, 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, message).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`)
      })
      await expectRefused(form([['image', file(bytes, 'audit.pdf', 'application/pdf')], ['id', 'audit-report/2080/81']]), 415, message)
    }
    // An object stream the screen cannot read is refused, not waved through.
    await expectRefused(form([['image', file(pdfWithScriptInObjectStream('/ASCIIHexDecode'), 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, PDF_MESSAGES.unreadable)
    // A PDF is never a logo.
    await expectRefused(form([['image', file(pdfBytes(), 'logo.pdf', 'application/pdf')], ['id', 'logo']]), 415, LOGO)
  })

  it('refuses PDFs whose actions leave the document, naming the action (decision 062)', async () => {
    await expectRefused(form([['image', file(pdfWithRemoteGoTo(), 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, PDF_MESSAGES.remoteFile)
    await expectRefused(form([['image', file(pdfWithRemoteGoTo(), 'audit.pdf', 'application/pdf')], ['id', 'audit-report/2080/81']]), 415, PDF_MESSAGES.remoteFile)
    expect(PDF_MESSAGES.remoteFile).toBe('The PDF contains a link to another file (/GoToR); upload a PDF without actions')
    // A web link written by a real library, packed in its object stream.
    const linked = await libraryPdfBytes({ link: 'https://attacker.example/' })
    await expectRefused(form([['image', file(linked, 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, PDF_MESSAGES.webLink)
    const encrypted = Buffer.from(pdfBytes().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 /R 3 >>'), 'latin1')
    await expectRefused(form([['image', file(encrypted, 'doc.pdf', 'application/pdf')], ['id', profileId]]), 415, PDF_MESSAGES.encrypted)
    // The same library's PDF without the link is kept.
    const response = await call(uploadRoute, { method: 'POST', headers, body: form([['image', file(await libraryPdfBytes(), 'audit.pdf', 'application/pdf')], ['id', 'audit-report/2080/81']]) as unknown as string })
    expect(response.status, response.text).toBe(201)
    expect(response.json.data.mime_type).toBe('application/pdf')
  })

  it('refuses a file over 2 MB', async () => {
    await expectRefused(form([['image', file(oversizedPng(), 'big.png', 'image/png')], ['id', 'logo']]), 413, TOO_LARGE)
    await expectRefused(form([['image', file(oversizedPng(), 'big.png', 'image/png')], ['id', profileId]]), 413, TOO_LARGE)
  })

  it('refuses a body whose declared length is over the limit before reading it', async () => {
    const body = form([['image', file(await pngBytes(), 'l.png')], ['id', 'logo']])
    await expectRefused(body, 413, TOO_LARGE, { 'content-length': String(3 * 1024 * 1024) })
  })

  it('cuts off a chunked body that lies about its size, without reading it all', async () => {
    const encoded = new Response(form([['image', file(Buffer.alloc(5 * 1024 * 1024, 0x41), 'big.png')], ['id', 'logo']]))
    const contentType = encoded.headers.get('content-type')!
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close()
        const chunk = bytes.subarray(sent, sent + 64 * 1024)
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const rowsBefore = await storedCount()
    const request = new Request('http://localhost/api/ngo/upload', {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType, 'content-length': '1000' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const response = await uploadRoute(request, undefined)
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe(TOO_LARGE)
    expect(sent).toBeLessThan(3 * 1024 * 1024)
    expect(await storedCount()).toBe(rowsBefore)
  })

  it('refuses a pixel flood (a tiny PNG that decodes to 400 megapixels)', async () => {
    const bomb = pixelFloodPng()
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    await expectRefused(form([['image', file(bomb, 'logo.png', 'image/png')], ['id', 'logo']]), 413, 'Image dimensions are too large!')
    await expectRefused(form([['image', file(bomb, 'scan.png', 'image/png')], ['id', profileId]]), 413, 'Image dimensions are too large!')
  })

  it('refuses path tricks, control and text-direction characters in file_name', async () => {
    for (const name of ['../../etc/passwd', '..\\..\\boot.ini', '/etc/passwd', 'a/b', 'name\u0000.png', '..', 'x'.repeat(201), 'report\u202Efdp.exe', 'invoice\u2066gpj.exe', 'tab\there']) {
      const response = await expectRefused(form([['image', file(await pngBytes(), 'l.png')], ['id', 'logo'], ['file_name', name]]), 400)
      expect(response.json.errors.file_name).toBeDefined()
    }
  })

  it('refuses a file whose own name carries control or text-direction characters, naming the field', async () => {
    for (const name of ['logo\u202Egnp.exe', 'scan\u0007.png', 'a\u2067b.png']) {
      const response = await expectRefused(form([['image', file(await pngBytes(), name, 'image/png')], ['id', 'logo']]), 400)
      expect(response.json.errors, JSON.stringify(name)).toHaveProperty('image')
    }
  })

  it('refuses wrong, missing, repeated and extra field names, and bad targets', async () => {
    const png = file(await pngBytes(), 'l.png')
    await expectRefused(form([['file', png], ['id', 'logo']]), 400)
    await expectRefused(form([['image', png]]), 400, 'id is required')
    await expectRefused(form([['id', 'logo']]), 400, LOGO)
    await expectRefused(form([['id', profileId]]), 400, 'Please Select document file')
    await expectRefused(form([['image', png], ['image', png], ['id', 'logo']]), 400)
    await expectRefused(form([['image', png], ['id', 'logo'], ['id', profileId]]), 400)
    await expectRefused(form([['image', png], ['id', 'logo'], ['role', 'super_admin']]), 400)
    await expectRefused(form([['image', 'not a file'], ['id', 'logo']]), 400)
    await expectRefused(form([['image', file(new Uint8Array(0), 'empty.png')], ['id', 'logo']]), 400)
    for (const target of ['../1', 'logo/../x', 'audit-report/../../x', 'audit-report/', 'LOGO', '0', '-1', '1e3', 'documents']) {
      await expectRefused(form([['image', png], ['id', target]]), 400)
    }
  })

  it('refuses bodies that are not multipart', async () => {
    await expectRefused(JSON.stringify({ image: 'x', id: 'logo' }), 415, undefined, { 'content-type': 'application/json' })
    await expectRefused('garbage', 400, undefined, { 'content-type': 'multipart/form-data; boundary=xyz' })
  })
})
