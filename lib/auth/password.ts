import { hash, verify } from '@node-rs/argon2'
import fs from 'node:fs'
import path from 'node:path'

// DESIGN.md section 6: argon2id, 19 MiB, t=2. (@node-rs/argon2 rather than
// `argon2`: the latter's prebuilt binary crashes on these machines.)
const ARGON2ID = 2 // Algorithm.Argon2id, a const enum that isolated modules cannot read
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let commonPasswords: Set<string> | undefined

/** The shipped list of common passwords (lib/auth/common-passwords.txt). */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const file = path.join(process.cwd(), 'lib/auth/common-passwords.txt')
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    commonPasswords = new Set(text.split('\n').map((line) => line.trim().toLowerCase()).filter(Boolean))
  }
  return commonPasswords.has(password.trim().toLowerCase())
}
