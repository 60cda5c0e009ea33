import { hash, verify } from '@node-rs/argon2'
import fs from 'node:fs'
import path from 'node:path'
import { badRequest } from '@/lib/api/errors'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@/lib/auth/schemas'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

// argon2id, 19 MiB, t=2, through @node-rs/argon2 rather than `argon2`,
// whose prebuilt binary crashed on our build machines (decision 008).
const ARGON2ID = 2 // Algorithm.Argon2id, a const enum that isolated modules cannot read
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

// A hash of a random password nobody knows, with the same parameters: sign-in
// checks an unknown mobile against it so that it takes as long as a known one.
export const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Jhg/smeyQcwyLbwzRkhTUg$VLIuufA6GfwXuI2vKVrOOrOsUn1b5eXeLGS4NkKPdEQ'

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

export const COMMON_PASSWORDS_FILE = 'lib/auth/common-passwords.txt'

/**
 * The shipped list of common passwords (lib/auth/common-passwords.txt, see its
 * .LICENSE file for the source). A missing list is a broken install, not an
 * empty list: it fails loudly instead of letting every password through.
 */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const file = path.join(process.cwd(), COMMON_PASSWORDS_FILE)
    const text = fs.readFileSync(file, 'utf8')
    commonPasswords = new Set(text.split('\n').map((line) => line.trim().toLowerCase()).filter(Boolean))
  }
  return commonPasswords.has(password.trim().toLowerCase())
}

/** Why a new password is refused (docs/architecture.md, Sign-in, sessions and codes), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG
  if (isCommonPassword(password)) return AUTH_MESSAGES.commonPassword
  return null
}

/** Throws a 400 naming the password field when a new password is refused. */
export function assertPasswordAllowed(password: string) {
  const problem = passwordProblem(password)
  if (problem) throw badRequest(problem, { password: problem })
}
