import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { users } from '@/db/schema'
import { hashPassword } from '@/lib/auth/password'
import { isValidMobile, normalizeMobile } from '@/lib/auth/mobile'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'

export const DEFAULT_SUPER_ADMIN_MOBILE = '9800000000'

export async function createSuperAdmin(input: { mobile: string; password: string; name?: string }) {
  if (!isValidMobile(input.mobile)) throw new Error(`Not a valid mobile number: ${input.mobile}`)
  if (input.password.length < 8) throw new Error('The password needs at least 8 characters.')
  const mobile = normalizeMobile(input.mobile)
  const password_hash = await hashPassword(input.password)
  const [row] = await db
    .insert(users)
    .values({ name: input.name ?? 'Super Admin', mobile, role: 'super_admin', password_hash, verified_at: new Date() })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id })
  if (!row) throw new Error(`An account with mobile ${mobile} already exists.`)
  return { id: row.id, mobile }
}

/**
 * First start: make sure someone can sign in as super administrator. From
 * SUPER_ADMIN_MOBILE / SUPER_ADMIN_PASSWORD when set, otherwise with a random
 * password printed once.
 */
export async function ensureSuperAdmin(options: { log: (line: string) => void }) {
  const env = getEnv()
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1)
  if (existing.length > 0) return
  const mobile = env.SUPER_ADMIN_MOBILE ?? DEFAULT_SUPER_ADMIN_MOBILE
  const password = env.SUPER_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  try {
    await createSuperAdmin({ mobile, password })
  } catch (error) {
    // Another instance created it at the same moment, or the mobile is taken.
    options.log(`super administrator not created: ${(error as Error).message}`)
    return
  }
  const shown = env.SUPER_ADMIN_PASSWORD ? '(from SUPER_ADMIN_PASSWORD)' : password
  options.log(
    [
      '',
      '  Super administrator sign-in (choose "Admin" on /login):',
      `    mobile:   ${normalizeMobile(mobile)}`,
      `    password: ${shown}`,
      env.SUPER_ADMIN_PASSWORD ? '' : '  This password is shown only once. Keep it somewhere safe.',
      '',
    ].join('\n'),
  )
}
