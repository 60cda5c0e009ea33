// `npm run admin:create` end to end: the script itself, against this test's database.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { auditLog, users } from '@/db/schema'
import { verifyPassword } from '@/lib/auth/password'
import { db } from '@/lib/db'
import { call } from '@/tests/http'

const run = promisify(execFile)
const SCRIPT = path.resolve('scripts/admin-create.ts')
const TSX = path.resolve('node_modules/.bin/tsx')

function adminCreate(args: string[]) {
  return run(TSX, [SCRIPT, ...args], { env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL }, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

describe('npm run admin:create', () => {
  it('adds a verified super administrator who can sign in with Admin mode', async () => {
    const result = await adminCreate(['--mobile', '+9779851234501', '--name', 'Ram Shrestha', '--password', 'municipal-registry-admin-1'])
    expect(result.stderr).not.toContain('admin:create:')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Super administrator created: mobile 9851234501')

    const [admin] = await db.select().from(users).where(eq(users.mobile, '9851234501'))
    expect(admin).toMatchObject({ name: 'Ram Shrestha', role: 'super_admin' })
    expect(admin!.verified_at).toBeInstanceOf(Date)
    expect(await verifyPassword(admin!.password_hash, 'municipal-registry-admin-1')).toBe(true)
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity_id, String(admin!.id)))
    expect(audit.map((entry) => entry.action)).toEqual(['create_super_admin'])

    const signedIn = await call(login, { method: 'POST', body: { super_admin: true, mobile: '9851234501', password: 'municipal-registry-admin-1' } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.json.data.user.role).toBe('super_admin')
  }, 120_000)

  it('refuses a taken mobile, a bad mobile, a common or short password, and missing arguments, creating nothing', async () => {
    const before = await db.select({ id: users.id }).from(users)
    const cases: [string[], RegExp][] = [
      [['--mobile', '9851234501', '--password', 'another-admin-password-2'], /already exists/],
      [['--mobile', '12345', '--password', 'another-admin-password-2'], /Not a valid mobile number/],
      [['--mobile', '9851234502', '--password', 'password123'], /too common/],
      [['--mobile', '9851234502', '--password', 'short'], /at least 8 characters/],
      [['--mobile', '9851234502'], /--mobile and --password are required/],
    ]
    for (const [args, message] of cases) {
      const result = await adminCreate(args)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr).toMatch(message)
    }
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length)
  }, 180_000)
})
