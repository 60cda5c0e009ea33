// Test data made through the same functions the portal uses.
import { randomInt } from 'node:crypto'
import { users } from '@/db/schema'
import { hashPassword } from '@/lib/auth/password'
import { createSession, type Role } from '@/lib/auth/session'
import { db } from '@/lib/db'

export const TEST_PASSWORD = 'kathmandu-valley-2081'

let passwordHash: Promise<string> | undefined

function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(65 + randomInt(0, 26))).join('')
}

export function uniqueMobile(): string {
  return `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export async function createUser(
  overrides: Partial<{ name: string; mobile: string; role: Role; verified: boolean; dao_registration_no: string; email: string }> = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  const [user] = await db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test User',
      mobile: overrides.mobile ?? uniqueMobile(),
      email: overrides.email ?? 'clerk@example.org',
      role: overrides.role ?? 'user',
      // Letters only: a random number could match a test's numeric search.
      dao_registration_no: overrides.dao_registration_no ?? `DAO-${randomLetters(6)}`,
      verified_at: overrides.verified === false ? null : new Date(),
      password_hash: await passwordHash,
    })
    .returning()
  return user
}

/** A signed-in user: the user row and the `token` header to send. */
export async function createSignedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const { token } = await createSession(user.id)
  return { user, token, headers: { token } }
}
