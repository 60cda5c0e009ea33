import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GET as fileRoute } from '@/app/api/files/[fileID]/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { auditLog, storedFiles } from '@/db/schema'
import { db } from '@/lib/db'
import { LocalStorage, setFileStorage, type FileStorage } from '@/lib/files/storage'
import { storeUpload } from '@/lib/files/upload'
import { createSignedInUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { jpegBytes, pdfBytes, pngBytes, webpBytes } from '@/tests/fixtures/files'
import { filesUnder, withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

const uploads = withTemporaryUploads()

function form(fields: Record<string, string | File>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.set(key, value)
  return body
}

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type })

async function fetchFile(fileId: string, headers: Record<string, string> = {}) {
  const response = await uploadResponse(fileId, headers)
  return response
}

async function uploadResponse(fileId: string, headers: Record<string, string>) {
  const request = new Request(`http://localhost/api/files/${fileId}`, { headers })
  const response = await fileRoute(request, { params: Promise.resolve({ fileID: fileId }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('POST /api/ngo/upload', () => {
  it('re-encodes a logo to WebP with the longest side at most 512 px and serves it to everyone', async () => {
    const { user, headers } = await createSignedInUser()
    const response = await call(uploadRoute, {
      method: 'POST',
      headers,
      body: form({ image: file(await pngBytes(1600, 900, { alpha: true }), 'logo.png', 'image/png'), id: 'logo', file_name: '1712345678901-संस्थाको लोगो' }),
    })
    expect(response.status, response.text).toBe(201)
    expect(response.json.message).toBe('File Upload Success')
    const { fileID, url, mime_type: mimeType } = response.json.data
    expect(fileID).toMatch(/^[a-f0-9]{32}$/)
    expect(url).toBe(`/api/files/${fileID}`)
    expect(mimeType).toBe('image/webp')

    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileID))
    expect(row).toMatchObject({ purpose: 'logo', uploaded_by: user.id, profile_id: null, original_name: '1712345678901-संस्थाको लोगो' })
    expect(filesUnder(uploads.root()).map((name) => name.split('/').pop())).toContain(fileID)

    const served = await fetchFile(fileID)
    expect(served.status).toBe(200)
    const metadata = await sharp(served.bytes).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 288, hasAlpha: true })
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toContain('public')
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[A-Za-z0-9._-]+\.webp"; filename\*=UTF-8''/)
    expect(decodeURIComponent(served.headers.get('content-disposition')!.split("UTF-8''")[1])).toBe('1712345678901-संस्थाको लोगो.webp')

    const etag = served.headers.get('etag')!
    const cachedResponse = await fetchFile(fileID, { 'if-none-match': etag })
    expect(cachedResponse.status).toBe(304)

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity_id, fileID))
    expect(entry).toMatchObject({ action: 'upload', entity: 'stored_file', actor_user_id: user.id })
  })

  it('keeps small logos small, accepts JPEG and WebP, and drops metadata', async () => {
    const { headers } = await createSignedInUser()
    for (const [bytes, name] of [
      [await jpegBytes(100, 50), 'logo.jpg'],
      [await webpBytes(30, 60), 'logo.webp'],
    ] as const) {
      if (name.endsWith('.jpg')) expect(bytes.includes(Buffer.from('secret-gps-marker'))).toBe(true)
      const response = await call(uploadRoute, { method: 'POST', headers, body: form({ image: file(bytes, name), id: 'logo' }) })
      expect(response.status, name).toBe(201)
      const served = await fetchFile(response.json.data.fileID)
      const metadata = await sharp(served.bytes).metadata()
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(100)
      expect(metadata.exif).toBeUndefined()
      expect(served.bytes.includes(Buffer.from('secret-gps-marker'))).toBe(false)
    }
  })

  it('stores documents (image or PDF) against the own profile and serves them only to signed-in viewers', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const pdf = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form({ image: file(pdfBytes(), 'tax.pdf', 'application/pdf'), id: String(profile.id), file_name: '1712345678901-tax' }) })
    expect(pdf.status).toBe(201)
    expect(pdf.json.data.mime_type).toBe('application/pdf')
    const image = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form({ image: file(await jpegBytes(), 'scan.jpg'), id: String(profile.id) }) })
    expect(image.json.data.mime_type).toBe('image/jpeg')
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, pdf.json.data.fileID))
    expect(row).toMatchObject({ purpose: 'document', profile_id: profile.id, original_name: '1712345678901-tax' })

    expect((await fetchFile(pdf.json.data.fileID)).status).toBe(401)
    const own = await fetchFile(pdf.json.data.fileID, owner.headers)
    expect(own.status).toBe(200)
    expect(own.bytes.equals(pdfBytes())).toBe(true)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-disposition')).toContain('filename="1712345678901-tax.pdf"')
    // A PDF never opens as a page of the portal: an attachment, under a sandbox policy.
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; /)
    expect(own.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/)
    expect(own.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')

    // The profile is not public yet: another NGO does not see it; the super administrator does.
    const stranger = await createSignedInUser()
    expect((await fetchFile(pdf.json.data.fileID, stranger.headers)).status).toBe(404)
    const superAdmin = await createSignedInUser({ role: 'super_admin' })
    expect((await fetchFile(pdf.json.data.fileID, superAdmin.headers)).status).toBe(200)
  })

  it('takes audit reports as PDF only and links them to the own profile', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const response = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form({ image: file(pdfBytes(), 'audit.pdf'), id: 'audit-report/२०८०/८१' }) })
    expect(response.status).toBe(201)
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, response.json.data.fileID))
    expect(row).toMatchObject({ purpose: 'audit_report', profile_id: profile.id, original_name: 'audit' })
    const image = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form({ image: file(await pngBytes(), 'audit.png'), id: 'audit-report/2080/81' }) })
    expect(image.status).toBe(415)
    expect(image.json.message).toBe('Please Select PDF File!')
  })

  it('refuses anonymous uploads, the super administrator, and documents for another profile', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const body = () => form({ image: file(pdfBytes(), 'a.pdf'), id: String(profile.id) })
    expect((await call(uploadRoute, { method: 'POST', body: body() })).status).toBe(401)
    const superAdmin = await createSignedInUser({ role: 'super_admin' })
    expect((await call(uploadRoute, { method: 'POST', headers: superAdmin.headers, body: body() })).status).toBe(403)
    const other = await createSignedInUser()
    expect((await call(uploadRoute, { method: 'POST', headers: other.headers, body: body() })).status).toBe(404)
    expect((await call(uploadRoute, { method: 'POST', headers: other.headers, body: form({ image: file(pdfBytes(), 'a.pdf'), id: '999999' }) })).status).toBe(404)
    expect(await db.select().from(storedFiles).where(eq(storedFiles.profile_id, profile.id))).toHaveLength(0)
  })
})

describe('GET /api/files/{fileID}', () => {
  it('answers 404 for unknown, malformed and traversal ids', async () => {
    for (const id of ['0'.repeat(32), 'abc', '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(32), '']) {
      expect((await fetchFile(id)).status, id).toBe(404)
    }
  })

  it('answers 404 when the bytes are gone, rather than an empty file', async () => {
    const owner = await createSignedInUser()
    const response = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form({ image: file(await pngBytes(), 'l.png'), id: 'logo' }) })
    const { fileID } = response.json.data
    await new LocalStorage(uploads.root()).delete(fileID)
    expect((await fetchFile(fileID)).status).toBe(404)
  })
})

describe('a file and its row are stored together or not at all', () => {
  it('leaves no row when writing the bytes fails', async () => {
    const { user, headers } = await createSignedInUser()
    const before = filesUnder(uploads.root()).length
    const failing: FileStorage = {
      put: async () => {
        throw new Error('disk full')
      },
      get: async () => null,
      delete: async () => undefined,
    }
    setFileStorage(failing)
    try {
      const response = await call(uploadRoute, { method: 'POST', headers, body: form({ image: file(await pngBytes(), 'l.png'), id: 'logo' }) })
      expect(response.status).toBe(500)
    } finally {
      setFileStorage(new LocalStorage(uploads.root()))
    }
    expect(await db.select().from(storedFiles).where(eq(storedFiles.uploaded_by, user.id))).toHaveLength(0)
    expect(filesUnder(uploads.root())).toHaveLength(before)
  })

  it('removes the written bytes when the database step fails', async () => {
    const { user } = await createSignedInUser()
    const before = filesUnder(uploads.root()).length
    const written: string[] = []
    const local = new LocalStorage(uploads.root())
    setFileStorage({ ...local, put: async (key, data) => (written.push(key), local.put(key, data)), get: (key) => local.get(key), delete: (key) => local.delete(key) })
    try {
      // A viewer whose account no longer exists: the row's foreign key fails after the bytes are written.
      const ghost = viewerOf({ ...user, id: 2_000_000_000 })
      await expect(
        storeUpload(ghost, { target: { purpose: 'logo' }, image: file(await pngBytes(), 'l.png'), fileName: 'ghost' }),
      ).rejects.toThrow()
    } finally {
      setFileStorage(new LocalStorage(uploads.root()))
    }
    expect(written).toHaveLength(1)
    expect(filesUnder(uploads.root())).toHaveLength(before)
    expect(await db.select().from(storedFiles).where(eq(storedFiles.original_name, 'ghost'))).toHaveLength(0)
  })
})
