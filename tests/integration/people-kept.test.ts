// A profile's People section and its certificates are kept per profile
// (lib/people/members.ts, lib/certificates/certificates.ts) until a change of
// what they show is announced (TAGS.people): a sign-in, an invitation, its
// cancel or a wrong code, a role, a name, another contact admin, a
// certificate. What another instance writes shows as soon as it is heard;
// what this instance writes shows in its next read, with nothing to wait for.
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificates, profileInvitations, users } from '@/db/schema'
import { createSession } from '@/lib/auth/session'
import { changesHeard, startChangeListener, stopChangeListener } from '@/lib/cache'
import { issueCertificate, listCertificates, revokeCertificate } from '@/lib/certificates/certificates'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { cancelInvitation } from '@/lib/people/invitations'
import { INVITATION_MAX_TRIES } from '@/lib/people/messages'
import { listPeople } from '@/lib/people/members'
import { POST as loginRoute } from '@/app/api/auth/login/route'
import * as invitationsRoute from '@/app/api/ngo/[id]/invitations/route'
import { createUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { createProfile, viewerOf } from '@/tests/factories/profile'

// Another instance of the portal: a connection of its own, writing as the portal would.
let otherInstance: pg.Client

beforeAll(async () => {
  await startChangeListener(getEnv().DATABASE_URL!)
  otherInstance = new pg.Client({ connectionString: getEnv().DATABASE_URL })
  await otherInstance.connect()
})

afterAll(async () => {
  await otherInstance.end()
  await stopChangeListener()
})

/** A verified, active NGO with its admin (the owner) and the admin's viewer. */
async function ngo() {
  const owner = await createUser({ name: 'Sita Sharma' })
  const { profile } = await createProfile(owner, {}, { verified: true })
  // The owner is the profile's NGO admin now.
  const [admin] = await db.select().from(users).where(eq(users.id, owner.id))
  return { profileId: profile.id, owner: admin!, viewer: viewerOf(admin!, profile.id) }
}

/** Writes on the other instance with the announcements off: nothing hears it, so only a kept read misses it. */
async function silently(statement: string, values: unknown[]) {
  await otherInstance.query('begin')
  await otherInstance.query('set local session_replication_role = replica')
  await otherInstance.query(statement, values)
  await otherInstance.query('commit')
}

const invitationRow = (profileId: number, invitedBy: number, mobile = uniqueMobile()) => ({
  profile_id: profileId,
  mobile,
  role: 'user' as const,
  code_hash: `hash-${mobile}`,
  expires_at: new Date(Date.now() + 60 * 60 * 1000),
  invited_by: invitedBy,
})

describe("a profile's People section, kept", () => {
  it('is read once, and shows what another instance writes as soon as it is heard', async () => {
    const { profileId, owner, viewer } = await ngo()
    const first = await listPeople(viewer, profileId)
    expect(first.people.map((person) => person.name)).toEqual(['Sita Sharma'])
    expect(first.invitations).toEqual([])

    // Kept: a change nobody announced is not seen.
    await silently(`update users set name = 'Unheard Name' where id = $1`, [owner.id])
    expect((await listPeople(viewer, profileId)).people.map((person) => person.name)).toEqual(['Sita Sharma'])

    // An invitation another instance sends: listed, and counted for the day.
    const mobile = uniqueMobile()
    await otherInstance.query(`insert into profile_invitations (profile_id, mobile, role, code_hash, expires_at, invited_by) values ($1, $2, 'user', 'x', now() + interval '1 hour', $3)`, [
      profileId,
      mobile,
      owner.id,
    ])
    await expect.poll(async () => (await listPeople(viewer, profileId)).invitations.length, { timeout: 2_000, interval: 20 }).toBe(1)
    const listed = await listPeople(viewer, profileId)
    expect(listed.invitations_today).toBe(1)
    expect(listed.invitations[0]).toMatchObject({ mobile: `${mobile.slice(0, 3)}••••${mobile.slice(-3)}`, invited_by: 'Unheard Name' })

    // Its fifth wrong try closes it.
    await otherInstance.query(`update profile_invitations set attempts = $2 where profile_id = $1`, [profileId, INVITATION_MAX_TRIES])
    await expect.poll(async () => (await listPeople(viewer, profileId)).invitations.length, { timeout: 2_000, interval: 20 }).toBe(0)
    expect((await listPeople(viewer, profileId)).invitations_today).toBe(1)
  })

  it("shows this instance's own writes in its next read: a cancel, a sign-in", async () => {
    const { profileId, owner, viewer } = await ngo()
    const [invitation] = await db.insert(profileInvitations).values(invitationRow(profileId, owner.id)).returning()
    await changesHeard()
    expect((await listPeople(viewer, profileId)).invitations.map((row) => row.id)).toEqual([invitation!.id])
    await cancelInvitation(viewer, profileId, invitation!.id)
    expect((await listPeople(viewer, profileId)).invitations).toEqual([])

    const before = (await listPeople(viewer, profileId)).people[0]!.last_sign_in_at
    const later = new Date(Date.now() + 60_000)
    await createSession(owner.id, { now: later })
    await changesHeard()
    const after = (await listPeople(viewer, profileId)).people[0]!.last_sign_in_at
    expect(after).toBe(later.toISOString())
    expect(after).not.toBe(before)
  })

  it('shows an invitation sent and a sign-in made through the routes in the very next read', async () => {
    const { profileId, owner, viewer } = await ngo()
    const { token } = await createSession(owner.id)
    await changesHeard()
    const before = await listPeople(viewer, profileId)
    const mobile = uniqueMobile()
    const sent = await call(invitationsRoute.POST, { method: 'POST', headers: { token }, params: { id: String(profileId) }, body: { mobile, role: 'user' } })
    expect(sent.status, sent.text).toBe(201)
    expect((await listPeople(viewer, profileId)).invitations.map((row) => row.id)).toEqual([sent.json.data.invitation.id])
    // A minute on, so the new sign-in's time differs from the one kept.
    await db.update(users).set({ last_sign_in_at: new Date(Date.now() - 60_000) }).where(eq(users.id, owner.id))
    await changesHeard()
    const kept = (await listPeople(viewer, profileId)).people[0]!.last_sign_in_at
    const login = await call(loginRoute, { method: 'POST', body: { mobile: owner.mobile, password: TEST_PASSWORD, dao_registration_no: owner.dao_registration_no } })
    expect(login.status, login.text).toBe(200)
    expect((await listPeople(viewer, profileId)).people[0]!.last_sign_in_at).not.toBe(kept)
    expect(before.invitations).toEqual([])
  })

  it('names an inviter renamed after leaving the NGO anew, once heard', async () => {
    const { profileId, owner, viewer } = await ngo()
    const inviter = await createUser({ name: 'Former Admin' })
    await db.update(users).set({ profile_id: profileId, role: 'admin' }).where(eq(users.id, inviter.id))
    await db.insert(profileInvitations).values(invitationRow(profileId, inviter.id))
    await db.update(users).set({ profile_id: null, role: 'user' }).where(eq(users.id, inviter.id))
    await changesHeard()
    expect((await listPeople(viewer, profileId)).invitations.map((row) => row.invited_by)).toEqual(['Former Admin'])
    // Their row names no profile now: only the names' tag reaches the People section.
    await otherInstance.query(`update users set name = 'Renamed Former Admin' where id = $1`, [inviter.id])
    await expect.poll(async () => (await listPeople(viewer, profileId)).invitations[0]!.invited_by, { timeout: 2_000, interval: 20 }).toBe('Renamed Former Admin')
    expect((await listPeople(viewer, profileId)).people.map((person) => person.id)).toEqual([owner.id])
  })

  it('leaves out an invitation whose time ran out, with nothing announced', async () => {
    const { profileId, owner, viewer } = await ngo()
    const soon = new Date(Date.now() + 60_000)
    await db.insert(profileInvitations).values({ ...invitationRow(profileId, owner.id), expires_at: soon })
    await changesHeard()
    expect((await listPeople(viewer, profileId)).invitations).toHaveLength(1)
    // The same kept read, a minute later.
    expect((await listPeople(viewer, profileId, new Date(soon.getTime() + 1))).invitations).toEqual([])
  })
})

describe("a profile's certificates, kept", () => {
  it('shows an issued and a revoked certificate in the next read, and an issuer renamed elsewhere once heard', async () => {
    const { profileId, viewer } = await ngo()
    const superAdmin = await createUser({ role: 'super_admin', name: 'Registry Administrator' })
    const admin = viewerOf(superAdmin)
    expect((await listCertificates(viewer, profileId)).certificates).toEqual([])
    const { certificate } = await issueCertificate(admin, profileId)
    const issued = await listCertificates(viewer, profileId)
    expect(issued.certificates.map((row) => [row.id, row.issued_by, row.revoked_at])).toEqual([[certificate.id, 'Registry Administrator', null]])

    await otherInstance.query(`update users set name = 'Renamed Administrator' where id = $1`, [superAdmin.id])
    await expect.poll(async () => (await listCertificates(viewer, profileId)).certificates[0]!.issued_by, { timeout: 2_000, interval: 20 }).toBe('Renamed Administrator')

    await revokeCertificate(admin, certificate.id, { reason: 'Issued by mistake' })
    const [revoked] = (await listCertificates(viewer, profileId)).certificates
    expect(revoked!.revoked_at).toEqual(expect.any(String))
    const [stored] = await db.select({ revoked_at: certificates.revoked_at }).from(certificates).where(eq(certificates.id, certificate.id))
    expect(revoked!.revoked_at).toBe(stored!.revoked_at!.toISOString())
  })
})
