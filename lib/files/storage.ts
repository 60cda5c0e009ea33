// Where uploaded bytes live. The database keeps one stored_files row per file;
// the bytes sit behind this interface: a local folder (UPLOAD_DIR, the
// default) or an S3-compatible bucket (FILE_STORAGE=s3: AWS S3, MinIO,
// Garage...), which several app instances can share (README, "More than one server").
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { getEnv, type Env } from '@/lib/env'

export interface FileStorage {
  /** Stores the bytes under `key`; the key appears whole or not at all. */
  put(key: string, data: Uint8Array): Promise<void>
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>
}

/** Storage keys are the random file ids: nothing a client chooses reaches a path. */
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}$/

function assertKey(key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('Invalid storage key')
}

/**
 * A folder on the local disk (UPLOAD_DIR). Files are written under a temporary
 * name and renamed into place, so a reader never sees half a file; two-letter
 * subfolders keep any one folder small.
 */
export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertKey(key)
    return path.join(this.root, key.slice(0, 2), key)
  }

  async put(key: string, data: Uint8Array) {
    const target = this.pathOf(key)
    const temporaryFolder = path.join(this.root, '.incoming')
    await fs.mkdir(temporaryFolder, { recursive: true })
    const temporary = path.join(temporaryFolder, `${key}.${randomBytes(6).toString('hex')}`)
    try {
      // The bytes first: on a read-only folder this fails with the true EROFS,
      // where Node's recursive mkdir below would report ENOENT.
      await fs.writeFile(temporary, data, { flag: 'wx', mode: 0o640 })
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.rename(temporary, target)
    } catch (error) {
      await fs.rm(temporary, { force: true })
      throw error
    }
  }

  async get(key: string) {
    try {
      return await fs.readFile(this.pathOf(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true })
  }
}

/**
 * A bucket of an S3-compatible server, through the AWS SDK. Objects are named
 * by their key alone; a put is one request, so an object appears whole or not at all.
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, data: Uint8Array) {
    assertKey(key)
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.byteLength }))
  }

  async get(key: string) {
    assertKey(key)
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0)
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null
      throw error
    }
  }

  async delete(key: string) {
    assertKey(key)
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }
}

/** The S3 client of the settings: path-style addressing (MinIO, Garage) unless told otherwise. */
export function s3ClientOf(env: Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>) {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // Without keys, the SDK's own chain (environment, instance role) provides them.
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** The storage the settings name: UPLOAD_DIR, or the bucket of FILE_STORAGE=s3. */
export function storageOf(env: Env): FileStorage {
  return env.FILE_STORAGE === 's3' ? new S3Storage(s3ClientOf(env), env.S3_BUCKET!) : new LocalStorage(env.UPLOAD_DIR)
}

let override: FileStorage | undefined
let configured: { env: Env; storage: FileStorage } | undefined

export function getFileStorage(): FileStorage {
  if (override) return override
  const env = getEnv()
  if (configured?.env !== env) configured = { env, storage: storageOf(env) }
  return configured.storage
}

/** Replaces the storage (another backend, or a failing one in tests); undefined restores the default. */
export function setFileStorage(storage: FileStorage | undefined) {
  override = storage
}
