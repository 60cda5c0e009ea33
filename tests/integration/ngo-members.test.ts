// An NGO is its people (issue 31; decisions 092 and 093): the owner became
// the NGO admin, an admin invites by SMS code, the invited person accepts and
// edits with their own sign-in, admins remove, promote and demote, a profile
// always keeps an admin, the super administrator hands a profile over, and
// every change names its person for the NGO's people and the super
// administrator only. Access is exact: another NGO's people, a plain member,
// a code typed by another mobile and a known DAO number get nothing, and
// each refusal leaves every row as it was.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { and, count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as meRoute } from '@/app/api/auth/me/route'
import { POST as loginRoute } from '@/app/api/auth/login/route'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import * as documentsRoute from '@/app/api/ngo/[id]/documents/route'
import * as handoverRoute from '@/app/api/ngo/[id]/handover/route'
import * as invitationRoute from '@/app/api/ngo/[id]/invitations/[invitationId]/route'
import * as invitationsRoute from '@/app/api/ngo/[id]/invitations/route'
import * as memberRoute from '@/app/api/ngo/[id]/members/[userId]/route'
import * as membersRoute from '@/app/api/ngo/[id]/members/route'
import * as acceptRoute from '@/app/api/ngo/invitations/accept/route'
import * as claimRoute from '@/app/api/ngo/claims/[id]/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { ChangeHistory } from '@/components/profile/view/change-history'
import { auditLog, ngoProfiles, profileClaims, profileInvitations, sessions, users } from '@/db/schema'
import { listActionLog } from '@/lib/audit/action-log'
import type { HistorySectionKey } from '@/lib/audit/history'
import { auditLogQuery } from '@/lib/audit/schemas'
import { getViewerFromToken } from '@/lib/auth/session'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { db } from '@/lib/db'
import { getEnv, resetEnvCache } from '@/lib/env'
import { makeTranslate } from '@/lib/i18n/server'
import { hashInvitationCode } from '@/lib/people/invitations'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { handoverSms, invitationSms } from '@/lib/people/sms'
import { getProfilePage } from '@/lib/profile/public-page'
import { createSignedInUser, createUser, uniqueMobile } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { pdfBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { lastMessageTo, messagesTo } from '@/tests/integration/auth-support'
import { call } from '@/tests/http'

withTemporaryUploads()

type Session = Awaited<ReturnType<typeof createSignedInUser>>
type Headers = Record<string, string>

let superAdmin: Session

beforeAll(async () => {
  superAdmin = await createSignedInUser({ role: 'super_admin', name: 'Registry Administrator' })
})

/** An NGO as the issue finds it: one person who owns the profile (its NGO admin now). */
async function ngo(name = 'Sita Sharma') {
  const admin = await createSignedInUser({ name })
  const { profile } = await createProfile(admin.user)
  return { admin, profileId: profile.id, params: { id: String(profile.id) } }
}

const me = async (headers: Headers) => call(meRoute, { headers })
const invite = (headers: Headers, profileId: number, body: Record<string, unknown>) =>
  call(invitationsRoute.POST, { method: 'POST', headers, params: { id: String(profileId) }, body })
const accept = (headers: Headers, code: string) => call(acceptRoute.POST, { method: 'POST', headers, body: { code } })
const setRole = (headers: Headers, profileId: number, userId: number, role: string) =>
  call(memberRoute.PUT, { method: 'PUT', headers, params: { id: String(profileId), userId: String(userId) }, body: { role } })
const remove = (headers: Headers, profileId: number, userId: number) =>
  call(memberRoute.DELETE, { method: 'DELETE', headers, params: { id: String(profileId), userId: String(userId) } })
const people = (headers: Headers, profileId: number) => call(membersRoute.GET, { headers, params: { id: String(profileId) } })

/** The 8-digit code of the newest SMS to this mobile. */
function invitationCodeTo(mobile: string): string {
  const code = lastMessageTo(mobile)?.body.match(/\b(\d{8})\b/)?.[1]
  if (!code) throw new Error(`no invitation was sent to ${mobile}`)
  return code
}

/** Invites a new mobile into the NGO, and signs up the person who holds it, accepting the code: a member. */
async function member(admin: Session, profileId: number, name = 'Ram Thapa', role = 'user') {
  const mobile = uniqueMobile()
  const sent = await invite(admin.headers, profileId, { mobile, role })
  expect(sent.status, sent.text).toBe(201)
  const person = await createSignedInUser({ mobile, name })
  const joined = await accept(person.headers, invitationCodeTo(mobile))
  expect(joined.status, joined.text).toBe(200)
  return person
}

const personRow = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]
const contactOf = async (profileId: number) => (await db.select({ user_id: ngoProfiles.user_id }).from(ngoProfiles).where(eq(ngoProfiles.id, profileId)))[0].user_id

/** Rows of the tables these calls write: a refusal must leave each as it was. */
async function counts() {
  const tables = { users, profileInvitations, auditLog, sessions, ngoProfiles, profileClaims }
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n] as const))
  const members = (await db.select({ n: count() }).from(users).where(sql`${users.profile_id} is not null`))[0].n
  const admins = (await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0].n
  const revoked = (await db.select({ n: count() }).from(sessions).where(sql`${sessions.revoked_at} is not null`))[0].n
  return { ...Object.fromEntries(entries), members, admins, revoked }
}

describe('the owner is the NGO admin', () => {
  it('makes every profile owner its admin, and GET auth/me keeps the spec’s keys exactly', async () => {
    const { admin, profileId } = await ngo()
    const answer = await me(admin.headers)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json.data.user)).toEqual(['id', 'name', 'mobile', 'email', 'role', 'dao_registration_no', 'ngo_profile_id'])
    expect(answer.json.data.user).toMatchObject({ role: 'admin', ngo_profile_id: profileId })
    expect(await personRow(admin.user.id)).toMatchObject({ role: 'admin', profile_id: profileId })
    // The legacy client signs in and reads the same shape.
    const login = await call(loginRoute, { method: 'POST', body: { mobile: admin.user.mobile, password: 'kathmandu-valley-2081', dao_registration_no: admin.user.dao_registration_no } })
    expect(login.status, login.text).toBe(200)
    expect(Object.keys(login.json.data.user)).toEqual(['id', 'name', 'mobile', 'email', 'role', 'dao_registration_no', 'ngo_profile_id'])
    expect(login.json.data.user.ngo_profile_id).toBe(profileId)
  })

  it('the migration’s step makes an owner of the old kind the admin, and calls their earlier entries an admin’s', async () => {
    const owner = await createUser({ name: 'Old Owner' })
    // As before the migration: the profile names its owner, the owner names no profile (triggers off, as the old schema had none).
    const outsider = new pg.Client({ connectionString: getEnv().DATABASE_URL })
    await outsider.connect()
    try {
      await outsider.query('begin')
      await outsider.query('set local session_replication_role = replica')
      const { rows } = await outsider.query<{ id: number }>(`insert into ngo_profiles (name, user_id) values ('पुरानो संस्था', $1) returning id`, [owner.id])
      await outsider.query(`insert into audit_log (actor_user_id, actor_role, action, entity, entity_id, profile_id) values ($1, 'user', 'update', 'ngo_profile', $2::text, $3::int)`, [owner.id, String(rows[0].id), rows[0].id])
      await outsider.query('commit')
      expect(await personRow(owner.id)).toMatchObject({ role: 'user', profile_id: null })
      await outsider.query('select profile_members_from_owners()')
      expect(await personRow(owner.id)).toMatchObject({ role: 'admin', profile_id: rows[0].id })
      const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.profile_id, rows[0].id), eq(auditLog.actor_user_id, owner.id)))
      expect(entry.actor_role).toBe('admin')
    } finally {
      await outsider.end()
    }
  })
})

describe('the contact admin', () => {
  it('stays one of the profile’s admins whatever changes the rows', async () => {
    const { admin, profileId } = await ngo()
    const ram = await member(admin, profileId, 'Ram Thapa', 'admin')
    // The contact's account goes: the other admin takes the place.
    await db.delete(sessions).where(eq(sessions.user_id, admin.user.id))
    await db.delete(users).where(eq(users.id, admin.user.id))
    expect(await contactOf(profileId)).toBe(ram.user.id)
    // A person of another NGO, or the super administrator, cannot be named the contact.
    const other = await ngo()
    await expect(db.update(ngoProfiles).set({ user_id: other.admin.user.id }).where(eq(ngoProfiles.id, profileId))).rejects.toThrow()
    await expect(db.update(ngoProfiles).set({ user_id: superAdmin.user.id }).where(eq(ngoProfiles.id, profileId))).rejects.toThrow()
    expect(await contactOf(profileId)).toBe(ram.user.id)
    // A profile removed leaves its people plain accounts of no NGO.
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, profileId))
    expect(await personRow(ram.user.id)).toMatchObject({ profile_id: null, role: 'user' })
  })
})

describe('invitations', () => {
  it('sends one SMS with an 8-digit code, kept only as a hash, in the language of the page that asked', async () => {
    const { admin, profileId } = await ngo()
    const mobile = uniqueMobile()
    const sent = await invite(admin.headers, profileId, { mobile, lang: 'en' })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.json.message).toBe(PEOPLE_MESSAGES.invited)
    expect(sent.json.data.invitation).toMatchObject({ role: 'user', mobile: `${mobile.slice(0, 3)}••••${mobile.slice(-3)}` })
    expect(messagesTo(mobile)).toHaveLength(1)
    const code = invitationCodeTo(mobile)
    expect(lastMessageTo(mobile)!.body).toBe(invitationSms(code, 'en'))
    const [row] = await db.select().from(profileInvitations).where(eq(profileInvitations.mobile, mobile))
    expect(row.code_hash).toBe(hashInvitationCode(mobile, code))
    expect(JSON.stringify(row)).not.toContain(code)
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(48 * 60 * 60 * 1000)
    // Without lang the SMS is Nepali.
    const nepali = uniqueMobile()
    expect((await invite(admin.headers, profileId, { mobile: nepali })).status).toBe(201)
    expect(lastMessageTo(nepali)!.body).toBe(invitationSms(invitationCodeTo(nepali), 'ne'))
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { admin, profileId } = await ngo()
    const before = await counts()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Mobile Number is Required!'],
      [{ mobile: '12345' }, 'Please enter Valid Mobile Number !'],
      [{ mobile: '01-5521234' }, PEOPLE_MESSAGES.mobileOnly],
      [{ mobile: uniqueMobile(), role: 'super_admin' }, PEOPLE_MESSAGES.roleInvalid],
      [{ mobile: uniqueMobile(), lang: 'fr' }, 'lang must be ne or en'],
    ]
    for (const [body, message] of cases) {
      const refused = await invite(admin.headers, profileId, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(Object.values(refused.json.errors ?? {})).toContain(message)
    }
    // A person of this NGO already.
    const refused = await invite(admin.headers, profileId, { mobile: admin.user.mobile })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(PEOPLE_MESSAGES.alreadyMember)
    expect(await counts()).toEqual(before)
  })

  it('lets the invited person join with the code, once, and edit the profile with their own password', async () => {
    const { admin, profileId, params } = await ngo()
    const mobile = uniqueMobile()
    expect((await invite(admin.headers, profileId, { mobile })).status).toBe(201)
    const code = invitationCodeTo(mobile)
    const person = await createSignedInUser({ mobile, name: 'Gita Rai' })
    expect((await me(person.headers)).json.data.user.ngo_profile_id).toBeNull()
    // Before joining: nothing of the profile is theirs.
    expect((await call(associateRoute.PUT, { method: 'PUT', headers: person.headers, params, body: [{ org_office_keyperson: 'Too early' }] })).status).toBe(404)

    const joined = await accept(person.headers, code)
    expect(joined.status, joined.text).toBe(200)
    expect(joined.json).toMatchObject({ message: PEOPLE_MESSAGES.joined, data: { profile_id: profileId, role: 'user' } })
    expect((await me(person.headers)).json.data.user).toMatchObject({ role: 'user', ngo_profile_id: profileId })

    const saved = await call(associateRoute.PUT, { method: 'PUT', headers: person.headers, params, body: [{ org_office_keyperson: 'Ward Office 5', objectives_program: 'Literacy' }] })
    expect(saved.status, saved.text).toBe(200)
    const profile = await call(profileRoute.PUT, { method: 'PUT', headers: person.headers, params, body: { vision: 'Written by a member' } })
    expect(profile.status, profile.text).toBe(200)
    // The same code again: used.
    expect((await remove(person.headers, profileId, person.user.id)).status).toBe(200)
    const again = await accept(person.headers, code)
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(PEOPLE_MESSAGES.codeWrong)
    expect((await personRow(person.user.id)).profile_id).toBeNull()
  })

  it('works only for the mobile it was sent to', async () => {
    const { admin, profileId } = await ngo()
    const mobile = uniqueMobile()
    expect((await invite(admin.headers, profileId, { mobile })).status).toBe(201)
    const code = invitationCodeTo(mobile)
    const stranger = await createSignedInUser()
    const before = await counts()
    const refused = await accept(stranger.headers, code)
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ code: PEOPLE_MESSAGES.codeWrong })
    expect(await counts()).toEqual(before)
    expect((await personRow(stranger.user.id)).profile_id).toBeNull()
    // The holder of the mobile still can.
    const holder = await createSignedInUser({ mobile })
    expect((await accept(holder.headers, code)).status).toBe(200)
  })

  it('burns a code after five wrong tries, however many arrive at once', async () => {
    const { admin, profileId } = await ngo()
    const mobile = uniqueMobile()
    expect((await invite(admin.headers, profileId, { mobile })).status).toBe(201)
    const code = invitationCodeTo(mobile)
    const person = await createSignedInUser({ mobile })
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0')
    const tries = await Promise.all(Array.from({ length: 8 }, () => accept(person.headers, wrong)))
    expect(tries.every((answer) => answer.status === 400)).toBe(true)
    const [row] = await db.select().from(profileInvitations).where(eq(profileInvitations.mobile, mobile))
    expect(row.attempts).toBe(5)
    expect((await accept(person.headers, code)).status).toBe(400)
    expect((await personRow(person.user.id)).profile_id).toBeNull()
    // A code of the wrong form is refused before anything is counted.
    expect((await accept(person.headers, '1234')).json.errors).toEqual({ code: PEOPLE_MESSAGES.codeFormat })
  })

  it('lets an admin cancel an invitation; its code then works no more', async () => {
    const { admin, profileId } = await ngo()
    const mobile = uniqueMobile()
    const sent = await invite(admin.headers, profileId, { mobile })
    const code = invitationCodeTo(mobile)
    const params = { id: String(profileId), invitationId: String(sent.json.data.invitation.id) }
    expect((await call(invitationRoute.DELETE, { method: 'DELETE', headers: admin.headers, params })).status).toBe(200)
    expect((await call(invitationRoute.DELETE, { method: 'DELETE', headers: admin.headers, params })).status).toBe(404)
    const person = await createSignedInUser({ mobile })
    expect((await accept(person.headers, code)).status).toBe(400)
  })

  it('replaces a waiting invitation of the same number, and holds an NGO to 10 waiting and 10 a day', async () => {
    const { admin, profileId } = await ngo()
    const mobile = uniqueMobile()
    await invite(admin.headers, profileId, { mobile })
    const first = invitationCodeTo(mobile)
    await invite(admin.headers, profileId, { mobile, role: 'admin' })
    const second = invitationCodeTo(mobile)
    let list = await people(admin.headers, profileId)
    expect(list.json.data.invitations).toHaveLength(1)
    expect(list.json.data.invitations[0]).toMatchObject({ role: 'admin' })
    const person = await createSignedInUser({ mobile })
    expect((await accept(person.headers, first)).status).toBe(400)
    expect((await accept(person.headers, second)).json.data).toEqual({ profile_id: profileId, role: 'admin' })

    // 2 sent today; 8 more make 10 waiting.
    for (let index = 0; index < 8; index++) expect((await invite(admin.headers, profileId, { mobile: uniqueMobile() })).status).toBe(201)
    list = await people(admin.headers, profileId)
    expect(list.json.data).toMatchObject({ invitations_today: 10, invitations_per_day: 10, invitations_waiting_limit: 10 })
    const before = await counts()
    const overDay = await invite(admin.headers, profileId, { mobile: uniqueMobile() })
    expect(overDay.status).toBe(429)
    expect(overDay.json.message).toBe(PEOPLE_MESSAGES.perDay)
    expect(Number(overDay.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await counts()).toEqual(before)

    // Yesterday's invitations no longer count for the day, but still wait: 8 wait, 2 more may join them.
    await db.update(profileInvitations).set({ created_at: sql`${profileInvitations.created_at} - interval '1 day'` }).where(eq(profileInvitations.profile_id, profileId))
    expect((await people(admin.headers, profileId)).json.data.invitations).toHaveLength(8)
    for (let index = 0; index < 2; index++) expect((await invite(admin.headers, profileId, { mobile: uniqueMobile() })).status).toBe(201)
    const overWaiting = await invite(admin.headers, profileId, { mobile: uniqueMobile() })
    expect(overWaiting.status).toBe(409)
    expect(overWaiting.json.message).toBe(PEOPLE_MESSAGES.waiting)
  })

  it('comes out of the registration SMS budget: when it is spent nothing is kept', async () => {
    const { admin, profileId } = await ngo()
    const saved = { total: process.env.SMS_DAILY_LIMIT, registration: process.env.SMS_REGISTRATION_DAILY_LIMIT }
    try {
      // Whatever the earlier tests spent today, none is left.
      process.env.SMS_REGISTRATION_DAILY_LIMIT = '1'
      process.env.SMS_DAILY_LIMIT = '500'
      resetEnvCache()
      const mobile = uniqueMobile()
      const before = await counts()
      const refused = await invite(admin.headers, profileId, { mobile })
      expect(refused.status).toBe(429)
      expect(await counts()).toEqual(before)
      expect(messagesTo(mobile)).toHaveLength(0)
    } finally {
      for (const [key, value] of [
        ['SMS_DAILY_LIMIT', saved.total],
        ['SMS_REGISTRATION_DAILY_LIMIT', saved.registration],
      ] as const) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
      resetEnvCache()
    }
  })
})

describe('roles and removal', () => {
  it('lists each person with name, role, masked mobile and last sign-in, for the NGO’s people and the super administrator only', async () => {
    const { admin, profileId } = await ngo('Sita Sharma')
    const ram = await member(admin, profileId, 'Ram Thapa')
    const list = await people(ram.headers, profileId)
    expect(list.status).toBe(200)
    const names = list.json.data.people.map((person: { name: string }) => person.name)
    expect(names).toEqual(['Sita Sharma', 'Ram Thapa'])
    const [first, second] = list.json.data.people
    expect(first).toMatchObject({ id: admin.user.id, role: 'admin', is_contact: true, mobile: `${admin.user.mobile.slice(0, 3)}••••${admin.user.mobile.slice(-3)}` })
    expect(second).toMatchObject({ id: ram.user.id, role: 'user', is_contact: false })
    expect(second.last_sign_in_at).toEqual(expect.any(String))
    expect(JSON.stringify(list.json)).not.toContain(admin.user.mobile)
    expect((await people(superAdmin.headers, profileId)).status).toBe(200)
    const other = await ngo()
    expect((await people(other.admin.headers, profileId)).status).toBe(404)
    expect((await people({}, profileId)).status).toBe(401)
  })

  it('lets an admin promote a member, who may then invite; a plain member can invite, remove or promote nobody', async () => {
    const { admin, profileId } = await ngo()
    const ram = await member(admin, profileId, 'Ram Thapa')
    const gita = await member(admin, profileId, 'Gita Rai')
    const before = await counts()
    const refusals = [
      await invite(ram.headers, profileId, { mobile: uniqueMobile() }),
      await setRole(ram.headers, profileId, gita.user.id, 'admin'),
      await setRole(ram.headers, profileId, ram.user.id, 'admin'),
      await remove(ram.headers, profileId, gita.user.id),
      await remove(ram.headers, profileId, admin.user.id),
      await setRole(ram.headers, profileId, admin.user.id, 'user'),
    ]
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(403)
      expect(refused.json.message).toBe(PEOPLE_MESSAGES.adminOnly)
    }
    expect(await counts()).toEqual(before)

    const promoted = await setRole(admin.headers, profileId, ram.user.id, 'admin')
    expect(promoted.status, promoted.text).toBe(200)
    expect(promoted.json.data.person).toEqual({ id: ram.user.id, name: 'Ram Thapa', role: 'admin' })
    expect((await me(ram.headers)).json.data.user.role).toBe('admin')
    expect((await invite(ram.headers, profileId, { mobile: uniqueMobile() })).status).toBe(201)
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'change_role'), eq(auditLog.entity_id, String(ram.user.id))))
    expect(entry).toMatchObject({ actor_user_id: admin.user.id, profile_id: profileId, before: { name: 'Ram Thapa', role: 'user' }, after: { name: 'Ram Thapa', role: 'admin' } })
  })

  it('keeps at least one admin: the last admin can neither leave nor be made a member (409)', async () => {
    const { admin, profileId } = await ngo()
    const ram = await member(admin, profileId)
    const before = await counts()
    for (const refused of [await remove(admin.headers, profileId, admin.user.id), await setRole(admin.headers, profileId, admin.user.id, 'user')]) {
      expect(refused.status).toBe(409)
      expect(refused.json.message).toBe(PEOPLE_MESSAGES.lastAdmin)
    }
    expect(await counts()).toEqual(before)
    // With a second admin, the first may go; the other becomes the contact admin.
    expect((await setRole(admin.headers, profileId, ram.user.id, 'admin')).status).toBe(200)
    const left = await remove(admin.headers, profileId, admin.user.id)
    expect(left.status).toBe(200)
    expect(left.json).toMatchObject({ message: PEOPLE_MESSAGES.left, data: { left: true } })
    expect(await contactOf(profileId)).toBe(ram.user.id)
    expect(await personRow(admin.user.id)).toMatchObject({ role: 'user', profile_id: null })
    // Leaving keeps one signed in, as a person of no NGO.
    expect((await me(admin.headers)).json.data.user).toMatchObject({ role: 'user', ngo_profile_id: null })
    // Two admins demoting each other at once: the first wins, and the second is no admin any more (403).
    const third = await member(ram, profileId, 'Third Admin', 'admin')
    const both = await Promise.all([setRole(ram.headers, profileId, third.user.id, 'user'), setRole(third.headers, profileId, ram.user.id, 'user')])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 403])
    const admins = await db.select({ id: users.id }).from(users).where(and(eq(users.profile_id, profileId), eq(users.role, 'admin')))
    expect(admins).toHaveLength(1)
  })

  it('ends every session of a removed person at once', async () => {
    const { admin, profileId, params } = await ngo()
    const ram = await member(admin, profileId)
    expect((await me(ram.headers)).status).toBe(200)
    const removed = await remove(admin.headers, profileId, ram.user.id)
    expect(removed.status, removed.text).toBe(200)
    expect(removed.json.message).toBe(PEOPLE_MESSAGES.removed)
    const refused = await me(ram.headers)
    expect(refused.status).toBe(401)
    expect(refused.json.message).toBe('Authentication Failed : Invalid User Token')
    expect((await call(associateRoute.PUT, { method: 'PUT', headers: ram.headers, params, body: [{ org_office_keyperson: 'After removal' }] })).status).toBe(401)
    const open = await db.select().from(sessions).where(and(eq(sessions.user_id, ram.user.id), sql`${sessions.revoked_at} is null`))
    expect(open).toEqual([])
    expect(await personRow(ram.user.id)).toMatchObject({ profile_id: null, role: 'user' })
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'remove_member'), eq(auditLog.entity_id, String(ram.user.id))))
    expect(entry).toMatchObject({ actor_user_id: admin.user.id, actor_role: 'admin', profile_id: profileId })
  })

  it('refuses a removed person’s token even where their viewer was kept, when another instance removes them', async () => {
    const { admin, profileId } = await ngo()
    const ram = await member(admin, profileId)
    await startChangeListener(getEnv().DATABASE_URL!)
    // Another instance of the portal: a connection of its own that does what removePerson does.
    const otherInstance = new pg.Client({ connectionString: getEnv().DATABASE_URL })
    await otherInstance.connect()
    try {
      // This instance keeps the viewer of the token.
      const kept = await getViewerFromToken(ram.token)
      expect(await getViewerFromToken(ram.token)).toEqual(kept)
      await otherInstance.query('begin')
      await otherInstance.query(`update users set profile_id = null, role = 'user' where id = $1`, [ram.user.id])
      await otherInstance.query(`update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`, [ram.user.id])
      await otherInstance.query('commit')
      const refusedAt = Date.now()
      await expect.poll(async () => (await me(ram.headers)).status, { timeout: 2_000, interval: 20 }).toBe(401)
      expect(Date.now() - refusedAt).toBeLessThan(1_000)
    } finally {
      await otherInstance.end()
      await stopChangeListener()
    }
  })
})

describe('access is exact', () => {
  it('gives a member of NGO A nothing of NGO B', async () => {
    const a = await ngo()
    const aMember = await member(a.admin, a.profileId)
    const b = await ngo()
    const bMember = await member(b.admin, b.profileId)
    const fileOfB = await call(uploadRoute, {
      method: 'POST',
      headers: b.admin.headers,
      body: (() => {
        const form = new FormData()
        form.set('image', new File([pdfBytes()], 'b.pdf'))
        form.set('id', String(b.profileId))
        return form
      })(),
    })
    expect(fileOfB.status).toBe(201)
    const before = await counts()
    const upload = new FormData()
    upload.set('image', new File([pdfBytes()], 'a.pdf'))
    upload.set('id', String(b.profileId))
    const answers = {
      members: await people(aMember.headers, b.profileId),
      invite: await invite(aMember.headers, b.profileId, { mobile: uniqueMobile() }),
      role: await setRole(aMember.headers, b.profileId, bMember.user.id, 'admin'),
      remove: await remove(aMember.headers, b.profileId, bMember.user.id),
      save: await call(profileRoute.PUT, { method: 'PUT', headers: aMember.headers, params: b.params, body: { vision: 'Taken over' } }),
      section: await call(associateRoute.PUT, { method: 'PUT', headers: aMember.headers, params: b.params, body: [{ org_office_keyperson: 'Taken over' }] }),
      documents: await call(documentsRoute.GET, { headers: aMember.headers, params: b.params }),
      upload: await call(uploadRoute, { method: 'POST', headers: aMember.headers, body: upload }),
      file: await (async () => {
        const fileID = fileOfB.json.data.fileID as string
        const { GET } = await import('@/app/api/files/[fileID]/route')
        const response = await GET(new Request(`http://localhost/api/files/${fileID}`, { headers: aMember.headers }), { params: Promise.resolve({ fileID }) })
        return { status: response.status }
      })(),
      handover: await call(handoverRoute.POST, { method: 'POST', headers: aMember.headers, params: b.params, body: { user_id: aMember.user.id, reason: 'Mine now' } }),
    }
    for (const [name, answer] of Object.entries(answers)) expect(answer.status, name).toBe(name === 'handover' ? 403 : 404)
    expect(await counts()).toEqual(before)
    expect((await getProfilePage(viewerOf(aMember.user, a.profileId), b.profileId))).toBeNull()
  })

  it('does not let anyone take a profile by knowing its public DAO registration number', async () => {
    const { profileId, params } = await ngo()
    const [profile] = await db.select({ dao: ngoProfiles.dao_registration_no }).from(ngoProfiles).where(eq(ngoProfiles.id, profileId))
    // Signed up with that number, the mobile verified: still a person of no NGO.
    const claimant = await createSignedInUser({ dao_registration_no: profile.dao! })
    expect((await me(claimant.headers)).json.data.user.ngo_profile_id).toBeNull()
    const before = await counts()
    expect((await call(profileRoute.PUT, { method: 'PUT', headers: claimant.headers, params, body: { vision: 'Mine' } })).status).toBe(404)
    expect((await people(claimant.headers, profileId)).status).toBe(404)
    expect((await invite(claimant.headers, profileId, { mobile: uniqueMobile() })).status).toBe(404)
    expect((await accept(claimant.headers, '12345678')).status).toBe(400)
    expect(await counts()).toEqual(before)
    // Only the municipality can make them its admin (the handover below).
    const candidates = await call(handoverRoute.GET, { headers: superAdmin.headers, params })
    expect(candidates.json.data.candidates.map((candidate: { id: number }) => candidate.id)).toContain(claimant.user.id)
  })
})

describe('the handover', () => {
  it('makes a person who signed up with the DAO number the admin: the old admin becomes a member, is signed out and told once by SMS', async () => {
    const { admin, profileId, params } = await ngo('Old Chair')
    const ram = await member(admin, profileId, 'Ram Thapa')
    const [profile] = await db.select({ dao: ngoProfiles.dao_registration_no }).from(ngoProfiles).where(eq(ngoProfiles.id, profileId))
    const newChair = await createSignedInUser({ name: 'New Chair', dao_registration_no: ` ${profile.dao!.toLowerCase()} ` })
    const unverified = await createUser({ dao_registration_no: profile.dao!, verified: false })
    const elsewhere = await ngo()

    const list = await call(handoverRoute.GET, { headers: superAdmin.headers, params })
    expect(list.status).toBe(200)
    const candidates = list.json.data.candidates as { id: number; role: string | null }[]
    expect(candidates.map((candidate) => candidate.id).sort()).toEqual([admin.user.id, ram.user.id, newChair.user.id].sort())
    expect(candidates.find((candidate) => candidate.id === newChair.user.id)?.role).toBeNull()
    expect(candidates.map((candidate) => candidate.id)).not.toContain(unverified.id)

    const before = await counts()
    const refusals = [
      await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: newChair.user.id, reason: '  ' } }),
      await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: newChair.user.id } }),
      await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: unverified.id, reason: 'Elected' } }),
      await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: elsewhere.admin.user.id, reason: 'Elected' } }),
      await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: 'x', reason: 'Elected' } }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400])
    expect(refusals[0].json.errors).toEqual({ reason: PEOPLE_MESSAGES.reasonRequired })
    expect(refusals[2].json.errors).toEqual({ user_id: PEOPLE_MESSAGES.notCandidate })
    expect((await call(handoverRoute.POST, { method: 'POST', headers: admin.headers, params, body: { user_id: newChair.user.id, reason: 'Me' } })).status).toBe(403)
    expect(await counts()).toEqual(before)

    const smsBefore = messagesTo(admin.user.mobile).length
    const done = await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: newChair.user.id, reason: 'General assembly of Mangsir elected a new chair' } })
    expect(done.status, done.text).toBe(200)
    expect(done.json.data).toEqual({ admin: { id: newChair.user.id, name: 'New Chair' }, former_admins: 1, sms: 'sent' })
    expect(await personRow(newChair.user.id)).toMatchObject({ role: 'admin', profile_id: profileId })
    expect(await personRow(admin.user.id)).toMatchObject({ role: 'user', profile_id: profileId })
    expect(await personRow(ram.user.id)).toMatchObject({ role: 'user', profile_id: profileId })
    expect(await contactOf(profileId)).toBe(newChair.user.id)
    expect((await me(admin.headers)).status).toBe(401)
    expect((await me(ram.headers)).status).toBe(200)
    expect(messagesTo(admin.user.mobile).slice(smsBefore).map((message) => message.body)).toEqual([handoverSms()])
    expect(messagesTo(ram.user.mobile).some((message) => message.body === handoverSms())).toBe(false)
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'handover'), eq(auditLog.profile_id, profileId)))
    expect(entry).toMatchObject({
      actor_user_id: superAdmin.user.id,
      before: { admins: [{ id: admin.user.id, name: 'Old Chair' }] },
      after: { admin: { id: newChair.user.id, name: 'New Chair' }, joined: true, reason: 'General assembly of Mangsir elected a new chair' },
    })
    // The new admin edits at once.
    expect((await call(profileRoute.PUT, { method: 'PUT', headers: newChair.headers, params, body: { vision: 'A new committee' } })).status).toBe(200)
    // Handing over again to the one admin changes nothing.
    expect((await call(handoverRoute.POST, { method: 'POST', headers: superAdmin.headers, params, body: { user_id: newChair.user.id, reason: 'Again' } })).status).toBe(409)
  })

  it('makes an approved claimant of an imported profile its admin', async () => {
    const claimant = await createSignedInUser({ dao_registration_no: 'IMP-MEMBERS-1' })
    const [imported] = await db.insert(ngoProfiles).values({ name: 'आयातित संस्था', dao_registration_no: 'IMP-MEMBERS-1' }).returning({ id: ngoProfiles.id })
    const [claim] = await db.insert(profileClaims).values({ profile_id: imported.id, user_id: claimant.user.id }).returning({ id: profileClaims.id })
    const decided = await call(claimRoute.PUT, { method: 'PUT', headers: superAdmin.headers, params: { id: String(claim.id) }, body: { decision: 'approve' } })
    expect(decided.status, decided.text).toBe(200)
    expect(await personRow(claimant.user.id)).toMatchObject({ role: 'admin', profile_id: imported.id })
    expect((await me(claimant.headers)).json.data.user).toMatchObject({ role: 'admin', ngo_profile_id: imported.id })
    expect((await people(claimant.headers, imported.id)).json.data.people).toEqual([expect.objectContaining({ id: claimant.user.id, role: 'admin', is_contact: true })])
  })
})

describe('every change signed', () => {
  it('names the person and their role in the history for the NGO’s people and the super administrator, and nobody for the public', async () => {
    const { admin, profileId, params } = await ngo('Sita Sharma')
    const ram = await member(admin, profileId, 'Ram Thapa')
    expect((await call(associateRoute.PUT, { method: 'PUT', headers: ram.headers, params, body: [{ org_office_keyperson: 'Ward Office 5' }] })).status).toBe(200)
    await call((await import('@/app/api/ngo/profile/[id]/status/route')).PUT, { method: 'PUT', headers: superAdmin.headers, params, body: { status: 'active' } })
    // An entry that names nobody (a change made outside the portal, or by a removed account).
    await db.insert(auditLog).values({ actor_user_id: null, actor_role: null, action: 'replace', entity: 'subjective_manpower_detail', profile_id: profileId, after: [] })

    for (const viewer of [viewerOf(ram.user, profileId), viewerOf(admin.user, profileId), viewerOf(superAdmin.user)]) {
      const { history } = (await getProfilePage(viewer, profileId))!
      const line = (section: string) => history.sections.find((entry) => entry.section === section)
      expect(line('associates')?.changed_by).toEqual({ name: 'Ram Thapa', role: 'user' })
      expect(line('profile')?.changed_by).toEqual({ name: 'Sita Sharma', role: 'admin' })
      expect(line('manpower')?.changed_by).toBeNull()
      expect(line('budget')?.changed_by).toBeNull()
      expect(history.statuses[0].changed_by).toEqual({ name: 'Registry Administrator', role: 'super_admin' })
    }
    // Another NGO's person, signed in, and the public: dates only.
    const other = await ngo()
    for (const viewer of [viewerOf(other.admin.user, other.profileId), null]) {
      const json = JSON.stringify((await getProfilePage(viewer, profileId))!.history)
      for (const secret of ['changed_by', 'Ram Thapa', 'Sita Sharma', 'Registry Administrator']) expect(json).not.toContain(secret)
    }

    // As the page shows it, in both languages.
    const { history } = (await getProfilePage(viewerOf(admin.user, profileId), profileId))!
    const render = (language: 'en' | 'ne') => renderToStaticMarkup(createElement(ChangeHistory, { history, filled: new Set<HistorySectionKey>(), t: makeTranslate(language, {}), language }))
    const english = render('en')
    expect(english).toContain('Changed by')
    expect(english).toContain('Ram Thapa')
    expect(english).toContain(', NGO member')
    expect(english).toContain(', NGO admin')
    expect(english).toContain(', Super administrator')
    expect(english).toContain('Not recorded')
    const nepali = render('ne')
    expect(nepali).toContain('परिवर्तन गर्ने')
    expect(nepali).toContain(', संस्थाको सदस्य')
    expect(nepali).toContain('अभिलेखमा छैन')
  })

  it('names the person in the action log', async () => {
    const { admin, profileId } = await ngo('Sita Sharma')
    await member(admin, profileId, 'Ram Thapa')
    const log = await listActionLog(viewerOf(superAdmin.user), auditLogQuery.parse({ profile: String(profileId), action: 'join' }))
    expect(log.entries).toHaveLength(1)
    expect(log.entries[0].actor).toMatchObject({ name: 'Ram Thapa', role: 'user' })
    const invited = await listActionLog(viewerOf(superAdmin.user), auditLogQuery.parse({ profile: String(profileId), action: 'invite' }))
    expect(invited.entries[0].actor).toMatchObject({ name: 'Sita Sharma', role: 'admin' })
  })
})

afterAll(async () => {
  await stopChangeListener()
})
