// A full disk while an upload is written: the upload folder is a real 64 KiB
// tmpfs, so the write fails with ENOSPC part-way through, as on a full disk.
// The client gets a clear 507, no partial file and no stored_files row remain,
// and reading what was stored before keeps working. The same folder mounted
// read-only (EROFS) answers 503 with Retry-After, and reads still work.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as readFile } from '@/app/api/files/[fileID]/route'
import { GET as readProfile } from '@/app/api/ngo/profile/[id]/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { storedFiles } from '@/db/schema'
import { db } from '@/lib/db'
import { LocalStorage, setFileStorage } from '@/lib/files/storage'
import { UPLOAD_MESSAGES } from '@/lib/files/upload'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pdfBytes } from '@/tests/fixtures/files'
import { filesUnder } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-full-disk-'))

/** Mounting needs root (CAP_SYS_ADMIN); without it the test is skipped, saying why. */
function mountTinyDisk(): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', root], { stdio: 'pipe' })
    return null
  } catch (error) {
    return `cannot mount a 64 KiB tmpfs at ${root} (${(error as Error).message.split('\n')[0]}): run as root to simulate a full disk`
  }
}

const mountProblem = mountTinyDisk()

let owner: Awaited<ReturnType<typeof createSignedInUser>>
let profileId: string

beforeAll(async () => {
  if (mountProblem) return
  setFileStorage(new LocalStorage(root))
  owner = await createSignedInUser()
  profileId = String((await createProfile(owner.user)).profile.id)
})

afterAll(() => {
  setFileStorage(undefined)
  if (!mountProblem) execFileSync('umount', [root])
  fs.rmSync(root, { recursive: true, force: true })
})

const form = (bytes: Uint8Array, name: string) => {
  const body = new FormData()
  body.append('image', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
  body.append('id', profileId)
  return body
}

async function storedCount() {
  const [{ total }] = await db.select({ total: count() }).from(storedFiles)
  return total
}

describe.skipIf(mountProblem !== null)(mountProblem ? `uploads on a full disk (skipped: ${mountProblem})` : 'uploads on a full disk', () => {
  it('answers 507, keeps no partial file and no row, and reads keep working', async () => {
    // A small document fits.
    const small = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form(pdfBytes('fits'), 'small.pdf') as unknown as string })
    expect(small.status, small.text).toBe(201)
    const smallId = small.json.data.fileID as string
    const filesBefore = filesUnder(root)
    const rowsBefore = await storedCount()

    // A document larger than the space left: the write runs out of space part-way.
    const large = pdfBytes('Audit report '.repeat(8_000))
    expect(large.byteLength).toBeGreaterThan(64 * 1024)
    const full = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form(large, 'large.pdf') as unknown as string })
    expect(full.status, full.text).toBe(507)
    expect(full.json).toEqual({ message: UPLOAD_MESSAGES.noSpace })
    expect(full.text).not.toMatch(/ENOSPC|\bat .+:\d+:\d+/)

    // Nothing half-written, nothing pointing at a missing file.
    expect(filesUnder(root)).toEqual(filesBefore)
    expect(await storedCount()).toBe(rowsBefore)

    // Reads keep working.
    const served = await call(readFile, { params: { fileID: smallId }, headers: owner.headers })
    expect(served.status).toBe(200)
    expect((await call(readProfile, { params: { id: profileId }, headers: owner.headers })).status).toBe(200)

    // And once space is free again, uploads work again.
    fs.rmSync(path.join(root, smallId.slice(0, 2), smallId))
    const again = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form(pdfBytes('fits again'), 'again.pdf') as unknown as string })
    expect(again.status, again.text).toBe(201)
  })

  it('answers 503 with Retry-After while the upload folder is read-only, and reads keep working', async () => {
    const before = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form(pdfBytes('before'), 'before.pdf') as unknown as string })
    expect(before.status, before.text).toBe(201)
    const rowsBefore = await storedCount()
    execFileSync('mount', ['-o', 'remount,ro', root])
    try {
      const refused = await call(uploadRoute, { method: 'POST', headers: owner.headers, body: form(pdfBytes('read-only'), 'ro.pdf') as unknown as string })
      expect(refused.status, refused.text).toBe(503)
      expect(refused.json).toEqual({ message: UPLOAD_MESSAGES.storageUnavailable })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.text).not.toMatch(/EROFS|\bat .+:\d+:\d+/)
      expect(await storedCount()).toBe(rowsBefore)
      expect((await call(readFile, { params: { fileID: before.json.data.fileID }, headers: owner.headers })).status).toBe(200)
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', root])
    }
  })
})
