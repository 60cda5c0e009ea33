import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as logout, POST as logoutByPost } from '@/app/api/auth/logout/route'
import { GET as me } from '@/app/api/auth/me/route'
import { auditLog, ngoProfiles, sessions } from '@/db/schema'
import { signIn } from '@/lib/auth/accounts'
import { createSession } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { getAuthSecret } from '@/lib/env'
import { createUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { call, TEST_ADDRESS } from '@/tests/http'
import { ageSignInCounters, sessionCookieFrom, sessionsOf } from './auth-support'

async function ngoUser(overrides: Parameters<typeof createUser>[0] = {}) {
  return createUser({ dao_registration_no: '567/079', ...overrides })
}

function userLogin(user: { mobile: string; dao_registration_no: string | null }, overrides: Record<string, unknown> = {}) {
  return { dao_registration_no: user.dao_registration_no, mobile: user.mobile, password: TEST_PASSWORD, ...overrides }
}

function loginCall(body: unknown, headers: Record<string, string> = {}) {
  return call(login, { method: 'POST', body, headers, path: '/api/auth/login' })
}

describe('POST /api/auth/login', () => {
  it('signs an NGO user in (User mode) and returns data.access_token and a session cookie', async () => {
    const user = await ngoUser()
    const response = await loginCall(userLogin(user))
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Login Success !')
    const token = response.json.data.access_token as string
    expect(token.split('.')).toHaveLength(3)
    // A readable payload (spec section 3) with the role, HS256.
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header.alg).toBe('HS256')
    expect(payload).toMatchObject({ sub: String(user.id), role: 'user' })
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60)
    expect(response.json.data.user).toEqual({
      id: user.id,
      name: user.name,
      mobile: user.mobile,
      email: user.email,
      role: 'user',
      dao_registration_no: '567/079',
      ngo_profile_id: null,
    })

    // Beside it, the device token's cookie (sign-in-devices.test.ts).
    const cookieHeader = response.headers.getSetCookie().find((line) => line.startsWith('ngo_session='))!
    expect(cookieHeader).toMatch(/^ngo_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/)
    const cookie = sessionCookieFrom(response.headers)!
    expect(cookie).not.toBe(token)

    const rows = await sessionsOf(user.id)
    expect(rows.map((row) => row.kind).sort()).toEqual(['cookie', 'token'])

    const viaToken = await call(me, { headers: { token } })
    expect(viaToken.status).toBe(200)
    expect(viaToken.json.data.user.id).toBe(user.id)
    const viaCookie = await call(me, { headers: { cookie: `ngo_session=${encodeURIComponent(cookie)}` } })
    expect(viaCookie.status).toBe(200)
    expect(viaCookie.json.data.user.mobile).toBe(user.mobile)
  })

  it('marks the cookie Secure behind an https proxy', async () => {
    const user = await ngoUser()
    const response = await loginCall(userLogin(user), { 'x-forwarded-proto': 'https' })
    for (const line of response.headers.getSetCookie()) expect(line).toMatch(/; Secure$/)
  })

  it('accepts the registration number with Nepali digits, other case or spacing, and the mobile with +977', async () => {
    const user = await ngoUser({ dao_registration_no: 'KA-567/079' })
    const response = await loginCall(userLogin(user, { dao_registration_no: ' ka-५६७/०७९ ', mobile: `+977${user.mobile}` }))
    expect(response.status).toBe(200)
  })

  it('reports the profile id of an NGO user that has one', async () => {
    const user = await ngoUser({ role: 'admin' })
    const [profile] = await db.insert(ngoProfiles).values({ name: 'परीक्षण', user_id: user.id }).returning({ id: ngoProfiles.id })
    const response = await loginCall(userLogin(user))
    expect(response.status).toBe(200)
    expect(response.json.data.user).toMatchObject({ role: 'admin', ngo_profile_id: profile!.id })
  })

  it('signs a super administrator in with super_admin: true, mobile and password only', async () => {
    const admin = await createUser({ role: 'super_admin' })
    const response = await loginCall({ super_admin: true, mobile: admin.mobile, password: TEST_PASSWORD })
    expect(response.status).toBe(200)
    expect(response.json.data.user.role).toBe('super_admin')
  })

  it('gives the same answer for a wrong mode, a wrong registration number, a wrong password and an unknown mobile', async () => {
    const user = await ngoUser()
    const admin = await createUser({ role: 'super_admin' })
    const attempts = [
      userLogin(user, { password: 'wrong-password-123' }),
      userLogin(user, { dao_registration_no: '999/080' }),
      { super_admin: true, mobile: user.mobile, password: TEST_PASSWORD },
      { dao_registration_no: '567/079', mobile: admin.mobile, password: TEST_PASSWORD },
      userLogin(user, { mobile: uniqueMobile() }),
    ]
    const answers = []
    for (const body of attempts) {
      const response = await loginCall(body)
      answers.push({ status: response.status, body: response.json, cookie: response.headers.get('set-cookie') })
    }
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: { message: 'Invalid credentials. Please check and try again.' }, cookie: null })
    expect(await sessionsOf(user.id)).toHaveLength(0)
  })

  it('says Mobile Number Not Verified (only) when the password is right', async () => {
    const user = await ngoUser({ verified: false })
    const right = await loginCall(userLogin(user))
    expect(right.status).toBe(403)
    expect(right.json.message).toBe('Mobile Number Not Verified')
    expect(right.headers.get('set-cookie')).toBeNull()
    const wrong = await loginCall(userLogin(user, { password: 'not-the-password' }))
    expect(wrong.status).toBe(401)
    expect(wrong.json.message).toBe('Invalid credentials. Please check and try again.')
    expect(await sessionsOf(user.id)).toHaveLength(0)
  })

  it.each([
    [{ mobile: undefined }, 'mobile', 'Mobile Number is Required!'],
    [{ mobile: '98-abc' }, 'mobile', 'Please enter Valid Mobile Number !'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ dao_registration_no: '' }, 'dao_registration_no', 'DAO Registration No. is required'],
    [{ dao_registration_no: undefined }, 'dao_registration_no', 'DAO Registration No. is required'],
    [{ super_admin: 'maybe' }, 'super_admin', 'super_admin must be true or false'],
  ])('refuses %j with 400 without counting a failure', async (overrides, field, message) => {
    const user = await ngoUser()
    const response = await loginCall(userLogin(user, overrides))
    expect(response.status).toBe(400)
    expect(response.json.errors[field]).toBe(message)
    expect(await sessionsOf(user.id)).toHaveLength(0)
  })

  it('records the sign-in in the audit log', async () => {
    const user = await ngoUser()
    await loginCall(userLogin(user))
    const entries = await db.select().from(auditLog).where(eq(auditLog.actor_user_id, user.id))
    expect(entries.map((entry) => entry.action)).toContain('sign_in')
  })
})

describe('sign-in lockout', () => {
  const LOCKED = 'Too many failed sign-in attempts. Please try again later.'

  async function fail(mobile: string, times: number, dao = '567/079') {
    const statuses = []
    for (let attempt = 0; attempt < times; attempt++) {
      const response = await loginCall({ dao_registration_no: dao, mobile, password: 'definitely-wrong-1' })
      statuses.push(response.status)
    }
    return statuses
  }

  it('locks an account for 15 minutes after 5 failures, even against the right password', async () => {
    const user = await ngoUser()
    expect(await fail(user.mobile, 5)).toEqual([401, 401, 401, 401, 401])
    const locked = await loginCall(userLogin(user))
    expect(locked.status).toBe(429)
    expect(locked.json.message).toBe(LOCKED)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(await sessionsOf(user.id)).toHaveLength(0)

    await ageSignInCounters(user.mobile, 14 * 60)
    expect((await loginCall(userLogin(user))).status).toBe(429)
    await ageSignInCounters(user.mobile, 61)
    const after = await loginCall(userLogin(user))
    expect(after.status).toBe(200)
  })

  it('behaves identically for a mobile that has no account', async () => {
    const user = await ngoUser()
    const unknown = uniqueMobile()
    const known = [...(await fail(user.mobile, 6))]
    const stranger = [...(await fail(unknown, 6))]
    expect(stranger).toEqual(known)
    expect(known).toEqual([401, 401, 401, 401, 401, 429])
    const a = await loginCall(userLogin(user))
    const b = await loginCall(userLogin(user, { mobile: unknown }))
    expect(b.json).toEqual(a.json)
    expect(b.status).toBe(a.status)
    // Both locks began at their fifth failure, a few milliseconds apart.
    expect(Math.abs(Number(b.headers.get('retry-after')) - Number(a.headers.get('retry-after')))).toBeLessThanOrEqual(1)
  })

  it('counts only the failures of the last 15 minutes', async () => {
    const user = await ngoUser()
    await fail(user.mobile, 4)
    await ageSignInCounters(user.mobile, 15 * 60 + 1)
    expect(await fail(user.mobile, 4)).toEqual([401, 401, 401, 401])
    expect((await loginCall(userLogin(user))).status).toBe(200)
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await ngoUser()
    await fail(user.mobile, 4)
    expect((await loginCall(userLogin(user))).status).toBe(200)
    expect(await fail(user.mobile, 4)).toEqual([401, 401, 401, 401])
    expect((await loginCall(userLogin(user))).status).toBe(200)
  })

  it('takes a clock: the domain function unlocks exactly 15 minutes after the fifth failure', async () => {
    const user = await ngoUser()
    const start = new Date()
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(signIn({ super_admin: false, dao_registration_no: '567/079', mobile: user.mobile, password: 'wrong-password-x' }, { now: start, clientAddress: TEST_ADDRESS })).rejects.toMatchObject({ status: 401 })
    }
    const input = { super_admin: false, dao_registration_no: '567/079', mobile: user.mobile, password: TEST_PASSWORD }
    await expect(signIn(input, { now: new Date(start.getTime() + 15 * 60 * 1000 - 1000), clientAddress: TEST_ADDRESS })).rejects.toMatchObject({ status: 429 })
    const result = await signIn(input, { now: new Date(start.getTime() + 15 * 60 * 1000 + 1000), clientAddress: TEST_ADDRESS })
    expect(result.user.id).toBe(user.id)
  })
})

describe('tokens', () => {
  it('answers the three token messages with 401', async () => {
    const user = await ngoUser()
    const invalid = await call(me, { headers: { token: 'not-a-token' } })
    expect(invalid.status).toBe(401)
    expect(invalid.json.message).toBe('Failed : Invalid Token')

    const forged = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-1234'))
    expect((await call(me, { headers: { token: forged } })).json.message).toBe('Failed : Invalid Token')

    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sid: 'x', sub: '1' })).toString('base64url')}.`
    expect((await call(me, { headers: { token: unsigned } })).json.message).toBe('Failed : Invalid Token')

    // Signed with the portal's own secret for a live session, but without an expiry: never good.
    const live = await createSession(user.id)
    const { sid } = JSON.parse(Buffer.from(live.token.split('.')[1]!, 'base64url').toString()) as { sid: string }
    const endless = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuedAt().sign(new TextEncoder().encode(getAuthSecret()))
    const refused = await call(me, { headers: { token: endless } })
    expect(refused.status).toBe(401)
    expect(refused.json.message).toBe('Failed : Invalid Token')

    const old = await createSession(user.id, { now: new Date(Date.now() - 13 * 60 * 60 * 1000) })
    const expired = await call(me, { headers: { token: old.token } })
    expect(expired.status).toBe(401)
    expect(expired.json.message).toBe('Failed : Token Expired')

    const revoked = await createSession(user.id)
    await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, revoked.sessionId))
    const gone = await call(me, { headers: { token: revoked.token } })
    expect(gone.status).toBe(401)
    expect(gone.json.message).toBe('Authentication Failed : Invalid User Token')
  })

  it('treats a session row past its expiry as ended even when the token has not run out', async () => {
    const user = await ngoUser()
    const session = await createSession(user.id)
    await db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.sessionId))
    const response = await call(me, { headers: { token: session.token } })
    expect(response.status).toBe(401)
    expect(response.json.message).toBe('Authentication Failed : Invalid User Token')
  })

  it('GET /api/auth/me without credentials is 401', async () => {
    const response = await call(me)
    expect(response.status).toBe(401)
    expect(response.json.message).toBe('Authentication Failed : Invalid User Token')
  })
})

describe('GET /api/auth/logout', () => {
  it('revokes every token and cookie session of the user at once and clears the cookie', async () => {
    const user = await ngoUser()
    const first = await loginCall(userLogin(user))
    const second = await loginCall(userLogin(user))
    const tokens = [first.json.data.access_token, second.json.data.access_token]
    const cookies = [sessionCookieFrom(first.headers)!, sessionCookieFrom(second.headers)!]
    const other = await ngoUser()
    const bystander = await loginCall(userLogin(other))

    const response = await call(logout, { headers: { token: tokens[0] } })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Logged Out !')
    expect(response.headers.get('set-cookie')).toMatch(/^ngo_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/)

    for (const token of tokens) expect((await call(me, { headers: { token } })).json.message).toBe('Authentication Failed : Invalid User Token')
    for (const cookie of cookies) expect((await call(me, { headers: { cookie: `ngo_session=${encodeURIComponent(cookie)}` } })).status).toBe(401)
    expect((await sessionsOf(user.id)).every((row) => row.revoked_at !== null)).toBe(true)
    expect((await call(me, { headers: { token: bystander.json.data.access_token } })).status).toBe(200)
  })

  it('signs out a browser by its cookie alone, with a POST from the portal’s own page', async () => {
    const user = await ngoUser()
    const signedIn = await loginCall(userLogin(user))
    const cookie = `ngo_session=${encodeURIComponent(sessionCookieFrom(signedIn.headers)!)}`
    const response = await call(logoutByPost, { method: 'POST', headers: { cookie, origin: 'http://localhost' } })
    expect(response.status).toBe(200)
    expect((await call(me, { headers: { token: signedIn.json.data.access_token } })).status).toBe(401)
    const entries = await db.select().from(auditLog).where(eq(auditLog.actor_user_id, user.id))
    expect(entries.map((entry) => entry.action)).toContain('sign_out')
  })

  it('answers 200 and clears the cookie when the token is already bad or missing', async () => {
    for (const headers of [{}, { token: 'garbage' }] as Record<string, string>[]) {
      const response = await call(logout, { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toContain('Max-Age=0')
    }
  })
})
