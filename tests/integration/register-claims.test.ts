import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUT as decideRoute } from '@/app/api/ngo/claims/[id]/route'
import { GET as claimsRoute } from '@/app/api/ngo/claims/route'
import { POST as profileRoute } from '@/app/api/ngo/profile/route'
import { POST as registerRoute } from '@/app/api/auth/register/route'
import { POST as verifyRoute } from '@/app/api/auth/verification/route'
import { auditLog, ngoProfiles, profileClaims } from '@/db/schema'
import { createSession } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { claimApprovedSms, claimPendingSms, claimRefusedSms } from '@/lib/sms'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import { createSignedInUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { lastCodeTo, lastMessageTo, userByMobile } from '@/tests/integration/auth-support'
import { call } from '@/tests/http'

let admin: { token: string }

/** A profile as an import leaves it: no account owns it. */
async function unownedProfile(dao: string, phones: { contact?: string; head?: string } = {}) {
  const [profile] = await db
    .insert(ngoProfiles)
    .values({ name: `आयातित ${dao}`, dao_registration_no: dao, contact_person_phone: phones.contact ?? null, head_person_phone: phones.head ?? null })
    .returning({ id: ngoProfiles.id })
  return profile.id
}

/** Sign-up and SMS verification through the API, as a person does it. */
async function signUp(dao: string, mobile = uniqueMobile(), { verify = true, lang }: { verify?: boolean; lang?: 'ne' | 'en' } = {}) {
  const registered = await call(registerRoute, { method: 'POST', body: { dao_registration_no: dao, name: 'Claimant', mobile, email: 'claimant@example.org', password: TEST_PASSWORD, lang } })
  expect(registered.status, registered.text).toBe(201)
  if (verify) {
    const verified = await call(verifyRoute, { method: 'POST', body: { mobile, mpin: lastCodeTo(mobile), lang } })
    expect(verified.status, verified.text).toBe(200)
  }
  const user = await userByMobile(mobile)
  return { user, mobile, headers: { token: (await createSession(user.id)).token } }
}

const ownerOf = async (profileId: number) => (await db.select({ user_id: ngoProfiles.user_id }).from(ngoProfiles).where(eq(ngoProfiles.id, profileId)))[0].user_id

const claimsOf = (profileId: number) => db.select().from(profileClaims).where(eq(profileClaims.profile_id, profileId))

async function pendingList() {
  const response = await call(claimsRoute, { headers: { token: admin.token } })
  expect(response.status, response.text).toBe(200)
  return response.json.data.claims as { id: number; profile: { id: number }; claimant: { mobile: string } }[]
}

const decide = (claimId: number, decision: string, token = admin.token) =>
  call(decideRoute, { method: 'PUT', headers: { token }, params: { id: String(claimId) }, body: { decision } })

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin' })
})

describe('claiming an imported profile', () => {
  it('gives the profile at once to the person whose verified mobile is its contact person’s', async () => {
    const mobile = uniqueMobile()
    const profileId = await unownedProfile('CL/101', { contact: `+977-${mobile}` })
    // Nepali digits, spaces and case of the DAO number do not matter.
    const { user } = await signUp('cl / १०१', mobile)
    expect(await ownerOf(profileId)).toBe(user.id)
    expect(await claimsOf(profileId)).toEqual([expect.objectContaining({ user_id: user.id, status: 'approved', decided_by: null })])
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'claim'), eq(auditLog.profile_id, profileId)))
    expect(entry.after).toMatchObject({ user_id: user.id, mobile_matched: true })
  })

  it('matches the head person’s mobile too', async () => {
    const mobile = uniqueMobile()
    const profileId = await unownedProfile('CL/102', { contact: '9800000001', head: mobile })
    const { user } = await signUp('CL/102', mobile)
    expect(await ownerOf(profileId)).toBe(user.id)
  })

  it('does nothing before the mobile is verified', async () => {
    const mobile = uniqueMobile()
    const profileId = await unownedProfile('CL/103', { contact: mobile })
    await signUp('CL/103', mobile, { verify: false })
    expect(await ownerOf(profileId)).toBeNull()
    expect(await claimsOf(profileId)).toEqual([])
  })

  it('tells a person who verified on an English page that the claim waits, in English', async () => {
    await unownedProfile('CL/109', { contact: '9841999998' })
    const person = await signUp('CL/109', uniqueMobile(), { lang: 'en' })
    expect(lastMessageTo(person.mobile)?.body).toBe(claimPendingSms('en'))
    expect(lastMessageTo(person.mobile)?.body).not.toMatch(/[\u0900-\u097F]/)
  })

  it('with another mobile, lets the sign-up succeed and the claim wait; the super administrator approves it and the person is told', async () => {
    const profileId = await unownedProfile('CL/104', { contact: '9841999999' })
    const person = await signUp('CL/104')
    expect(await ownerOf(profileId)).toBeNull()
    expect(lastMessageTo(person.mobile)?.body).toBe(claimPendingSms())
    const claim = (await pendingList()).find((entry) => entry.profile.id === profileId)!
    expect(claim.claimant.mobile).toBe(person.mobile)

    // Meanwhile the person cannot start a second profile of the same NGO.
    const created = await call(profileRoute, { method: 'POST', headers: person.headers, body: { name: 'नयाँ', dao_registration_no: 'CL/104' } })
    expect(created.status).toBe(409)
    expect(created.json.message).toBe(REGISTER_MESSAGES.claimPending)

    const approved = await decide(claim.id, 'approve')
    expect(approved.status, approved.text).toBe(200)
    expect(approved.json).toMatchObject({ message: REGISTER_MESSAGES.claimApproved, data: { claim: { id: claim.id, status: 'approved' }, notified: true } })
    expect(await ownerOf(profileId)).toBe(person.user.id)
    expect(lastMessageTo(person.mobile)?.body).toBe(claimApprovedSms())
    expect((await pendingList()).some((entry) => entry.id === claim.id)).toBe(false)
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'approve_claim')).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ profile_id: profileId, actor_role: 'super_admin' })

    const again = await decide(claim.id, 'refuse')
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(REGISTER_MESSAGES.claimDecided)
  })

  it('refuses a claim: the profile stays unowned, the person is told and may start a profile of their own', async () => {
    const profileId = await unownedProfile('CL/105', { contact: '9841999998' })
    const person = await signUp('CL/105')
    const claim = (await pendingList()).find((entry) => entry.profile.id === profileId)!
    const refused = await decide(claim.id, 'refuse')
    expect(refused.status, refused.text).toBe(200)
    expect(refused.json.message).toBe(REGISTER_MESSAGES.claimRefused)
    expect(await ownerOf(profileId)).toBeNull()
    expect(lastMessageTo(person.mobile)?.body).toBe(claimRefusedSms())
    const created = await call(profileRoute, { method: 'POST', headers: person.headers, body: { name: 'आफ्नै', dao_registration_no: 'CL/105' } })
    expect(created.status, created.text).toBe(201)
  })

  it('approving one claim of a profile refuses the others, and tells those people', async () => {
    const profileId = await unownedProfile('CL/106')
    const first = await signUp('CL/106')
    const second = await signUp('CL/106')
    const claims = (await pendingList()).filter((entry) => entry.profile.id === profileId)
    expect(claims).toHaveLength(2)
    const mine = claims.find((entry) => entry.claimant.mobile === first.mobile)!
    expect((await decide(mine.id, 'approve')).status).toBe(200)
    expect(await ownerOf(profileId)).toBe(first.user.id)
    expect((await claimsOf(profileId)).find((entry) => entry.user_id === second.user.id)?.status).toBe('refused')
    expect(lastMessageTo(second.mobile)?.body).toBe(claimRefusedSms())
  })

  it('nobody gets someone else’s profile by knowing its public DAO number', async () => {
    const owner = await createSignedInUser({ dao_registration_no: 'CL/107' })
    const { profile } = await createProfile(owner.user, { contact_person_phone: '9841000107' }, { verified: true })
    const stranger = await signUp('CL/107')
    expect(await ownerOf(profile.id)).toBe(owner.user.id)
    expect(await claimsOf(profile.id)).toEqual([])
    expect(lastMessageTo(stranger.mobile)?.body).not.toBe(claimPendingSms())
  })

  it('is for the super administrator only, and a bad decision changes nothing', async () => {
    const profileId = await unownedProfile('CL/108')
    const person = await signUp('CL/108')
    const claim = (await pendingList()).find((entry) => entry.profile.id === profileId)!
    expect((await call(claimsRoute, { headers: person.headers })).status).toBe(403)
    expect((await decide(claim.id, 'approve', person.headers.token)).status).toBe(403)
    const bad = await decide(claim.id, 'maybe')
    expect(bad.status).toBe(400)
    expect((await decide(999_999, 'approve')).status).toBe(404)
    expect(await ownerOf(profileId)).toBeNull()
    expect((await claimsOf(profileId))[0].status).toBe('pending')
  })
})
