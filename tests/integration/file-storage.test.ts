// The file storage contract, held by both implementations: the local folder
// and an S3-compatible bucket (a real S3-protocol server started here, reached
// through the AWS SDK). Uploads are served the same from either, and a backup
// of one installation restores into an installation that uses the other.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { GET as fileRoute } from '@/app/api/files/[fileID]/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { createBackup, restoreBackup } from '@/lib/backup/archive'
import { closeDatabase } from '@/lib/db'
import { withDatabase } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { getEnv, resetEnvCache } from '@/lib/env'
import { getFileStorage, LocalStorage, S3Storage, s3ClientOf, setFileStorage, type FileStorage } from '@/lib/files/storage'
import { isStorageWritable } from '@/lib/system/health'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pdfBytes, pngBytes } from '@/tests/fixtures/files'
import { startS3Server, type S3TestServer } from '@/tests/fixtures/s3-server'
import { call } from '@/tests/http'

let s3: S3TestServer
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-storage-'))
const serverUrl = inject('databaseServerUrl')
const saved = { ...process.env }
const restoredDatabases: string[] = []

beforeAll(async () => {
  s3 = await startS3Server()
})

afterAll(async () => {
  setFileStorage(undefined)
  process.env = { ...saved }
  resetEnvCache()
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of restoredDatabases) await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
  await s3.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

const bucketStorage = () => new S3Storage(s3ClientOf({ ...getEnv(), ...s3.settings, S3_FORCE_PATH_STYLE: true }), s3.bucket)
const implementations: [string, () => FileStorage][] = [
  ['the local folder', () => new LocalStorage(fs.mkdtempSync(path.join(work, 'folder-')))],
  ['an S3 bucket', bucketStorage],
]

const key = (letter: string) => letter.repeat(32)

describe.each(implementations)('the storage contract: %s', (_name, make) => {
  it('stores, reads, overwrites and removes bytes by key', async () => {
    const storage = make()
    const bytes = Buffer.from('%PDF-1.4 नेपाली\n')
    expect(await storage.get(key('a'))).toBeNull()
    await storage.put(key('a'), bytes)
    expect(await storage.get(key('a'))).toEqual(bytes)
    await storage.put(key('a'), Buffer.from('second'))
    expect((await storage.get(key('a')))!.toString()).toBe('second')
    await storage.put(key('b'), new Uint8Array(0))
    expect(await storage.get(key('b'))).toEqual(Buffer.alloc(0))
    await storage.delete(key('a'))
    expect(await storage.get(key('a'))).toBeNull()
    // Removing what is not there is not an error.
    await storage.delete(key('a'))
  })

  it('refuses a key that could name anything but a file id, and stores nothing', async () => {
    const storage = make()
    for (const bad of ['../../etc/passwd', 'A'.repeat(32), 'a'.repeat(31), '', 'a'.repeat(31) + '/']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/)
      await expect(storage.get(bad)).rejects.toThrow(/Invalid storage key/)
    }
  })
})

describe('a bucket that cannot be reached', () => {
  it('makes the health check say so, and an upload answers 500', async () => {
    setFileStorage(bucketStorage())
    expect(await isStorageWritable()).toBe(true)
    const missing = new S3Storage(s3ClientOf({ ...getEnv(), ...s3.settings, S3_FORCE_PATH_STYLE: true }), 'no-such-bucket')
    setFileStorage(missing)
    try {
      expect(await isStorageWritable()).toBe(false)
      const { headers } = await createSignedInUser()
      const body = new FormData()
      body.set('image', new File([new Uint8Array(await pngBytes())], 'logo.png'))
      body.set('id', 'logo')
      expect((await call(uploadRoute, { method: 'POST', headers, body })).status).toBe(500)
    } finally {
      setFileStorage(undefined)
    }
  })
})

/** Switches this test file's settings (and so its database and storage). */
function configure(settings: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  resetEnvCache()
}

async function emptyInstallation(name: string) {
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  restoredDatabases.push(name)
  configure({ DATABASE_URL: withDatabase(serverUrl, name) })
  await prepareDatabase({ superAdmin: false })
}

async function serve(fileId: string, headers: Record<string, string> = {}) {
  const response = await fileRoute(new Request(`http://localhost/api/files/${fileId}`, { headers }), { params: Promise.resolve({ fileID: fileId }) })
  return { status: response.status, headers: Object.fromEntries(response.headers), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('uploads in a bucket, and backups across storages', () => {
  it('serves from the bucket what it serves from a folder, and backs up and restores across the two', async () => {
    const folder = path.join(work, 'uploads-source')
    configure({ FILE_STORAGE: 'local', UPLOAD_DIR: folder })
    // A logo and a document, uploaded into a folder installation.
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const upload = async (image: File, id: string) => (await call(uploadRoute, { method: 'POST', headers: owner.headers, body: formOf({ image, id }) })).json.data.fileID as string
    const logo = await upload(new File([new Uint8Array(await pngBytes())], 'logo.png'), 'logo')
    const document = await upload(new File([new Uint8Array(pdfBytes())], 'tax.pdf'), String(profile.id))
    const fromFolder = { logo: await serve(logo), document: await serve(document, owner.headers) }
    expect(fromFolder.logo.status).toBe(200)
    expect(fromFolder.document.status).toBe(200)

    // Backed up from the folder, restored into an empty installation whose files go to the bucket.
    const archive = path.join(work, 'folder.jsonl.gz')
    expect((await createBackup(archive)).files).toBeGreaterThanOrEqual(2)
    configure(s3.settings)
    await emptyInstallation(`ngo_to_bucket_${Date.now()}`)
    expect(getFileStorage()).toBeInstanceOf(S3Storage)
    await restoreBackup(archive)
    for (const [fileId, headers, before] of [[logo, {}, fromFolder.logo], [document, owner.headers, fromFolder.document]] as const) {
      const fromBucket = await serve(fileId, headers)
      expect(fromBucket.status).toBe(200)
      expect(fromBucket.bytes).toEqual(before.bytes)
      // The same headers, whichever storage holds the bytes.
      expect(fromBucket.headers).toEqual(before.headers)
    }
    expect(await bucketStorage().get(logo)).toEqual(fromFolder.logo.bytes)

    // And back: backed up from the bucket, restored into a folder installation.
    const fromBucketArchive = path.join(work, 'bucket.jsonl.gz')
    await createBackup(fromBucketArchive)
    configure({ FILE_STORAGE: 'local', UPLOAD_DIR: path.join(work, 'uploads-target'), S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined })
    await emptyInstallation(`ngo_to_folder_${Date.now()}`)
    await restoreBackup(fromBucketArchive)
    expect((await serve(logo)).bytes).toEqual(fromFolder.logo.bytes)
    expect(fs.existsSync(path.join(work, 'uploads-target', logo.slice(0, 2), logo))).toBe(true)
  })
})

function formOf(fields: Record<string, string | File>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}
