import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { users } from '@/db/schema'
import { recordAudit } from '@/lib/audit/log'
import { hashPassword, passwordProblem } from '@/lib/auth/password'
import { isValidMobile, normalizeMobile } from '@/lib/auth/mobile'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'

export const DEFAULT_SUPER_ADMIN_MOBILE = '9800000000'

/** A super administrator (no sign-up exists for the role). Same password rules as everyone's. */
export async function createSuperAdmin(input: { mobile: string; password: string; name?: string }) {
  if (!isValidMobile(input.mobile)) throw new Error(`Not a valid mobile number: ${input.mobile}`)
  const problem = passwordProblem(input.password)
  if (problem) throw new Error(problem)
  const mobile = normalizeMobile(input.mobile)
  const name = input.name?.trim() || 'Super Admin'
  const password_hash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ name, mobile, role: 'super_admin', password_hash, verified_at: new Date() })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id })
    if (!row) throw new Error(`An account with mobile ${mobile} already exists.`)
    await recordAudit(tx, { actor: null, action: 'create_super_admin', entity: 'user', entityId: row.id, after: { name, mobile, role: 'super_admin' } })
    return { id: row.id, mobile }
  })
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
