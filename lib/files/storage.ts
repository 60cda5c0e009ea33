// Where uploaded bytes live. The database keeps one stored_files row per file;
// the bytes sit behind this interface so a second implementation (an
// S3-compatible bucket, DESIGN.md section 8) can replace the local folder.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '@/lib/env'

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

let override: FileStorage | undefined
let local: { root: string; storage: LocalStorage } | undefined

export function getFileStorage(): FileStorage {
  if (override) return override
  const root = getEnv().UPLOAD_DIR
  if (local?.root !== root) local = { root, storage: new LocalStorage(root) }
  return local.storage
}

/** Replaces the storage (another backend, or a failing one in tests); undefined restores the default. */
export function setFileStorage(storage: FileStorage | undefined) {
  override = storage
}
