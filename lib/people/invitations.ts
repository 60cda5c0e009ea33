// Invitations (decision 092): an NGO admin invites a person by mobile number.
// The SMS carries an 8-digit code from a cryptographic source, kept only as an
// HMAC bound to that mobile, good for 48 hours and once; five wrong tries
// burn it. It comes out of the registration SMS budget (decision 024), at
// most 10 invitations an NGO a day and 10 waiting at once. The invited person
// signs up (or signs in, if the mobile has an account in no NGO) and enters
// the code on /profile: a code works only for the account of the mobile it
// was sent to.
import { createHmac, randomInt } from 'node:crypto'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { profileInvitations, users } from '@/db/schema'
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import { db } from '@/lib/db'
import { getAuthSecret } from '@/lib/env'
import { lockProfileAsAdmin, type NgoRole } from '@/lib/profile/access'
import { sendSms } from '@/lib/sms'
import { assertSmsBudgetLeft, nepalDay, refundSmsBudget, spendSmsBudget } from '@/lib/sms/budget'
import { maskMobile } from './mask'
import { assertNgoPerson, countInvitations, isOpenInvitation, joinProfile } from './members'
import { INVITATIONS_PER_DAY, INVITATIONS_WAITING, PEOPLE_MESSAGES } from './messages'
import { INVITATION_CODE_LENGTH, type InvitationInput } from './schemas'
import { invitationSms } from './sms'

export const INVITATION_LIFETIME_MS = 48 * 60 * 60 * 1000

function generateInvitationCode(): string {
  return String(randomInt(0, 10 ** INVITATION_CODE_LENGTH)).padStart(INVITATION_CODE_LENGTH, '0')
}

/** Bound to the mobile: the same code typed by the account of another number matches nothing. */
export function hashInvitationCode(mobile: string, code: string): string {
  return createHmac('sha256', getAuthSecret()).update(`invitation:${mobile}:${code}`).digest('hex')
}

export type SentInvitation = { id: number; mobile: string; role: NgoRole; expires_at: string }

/**
 * POST ngo/{id}/invitations: an NGO admin invites a mobile number. Inviting
 * the same number again replaces its waiting invitation. Refused: a number of
 * this NGO's people (409), past the day's 10 (429) or 10 waiting (409), when
 * the registration budget is spent (429). The SMS is sent after the commit;
 * when it cannot leave, the invitation goes, the budget gets its place back,
 * and the admin reads that the SMS could not be sent (503).
 */
export async function inviteMember(viewer: Viewer, profileId: number, input: InvitationInput, now: Date = new Date()): Promise<SentInvitation> {
  await assertSmsBudgetLeft('registration', now)
  const code = generateInvitationCode()
  const invitation = await db.transaction(async (tx) => {
    // The profile's row is locked: the day's count and the waiting count hold however many invite at once.
    await lockProfileAsAdmin(tx, viewer, profileId)
    const [member] = await tx.select({ id: users.id }).from(users).where(and(eq(users.mobile, input.mobile), eq(users.profile_id, profileId)))
    if (member) throw conflict(PEOPLE_MESSAGES.alreadyMember)
    const counts = await countInvitations(tx, profileId, now)
    if (counts.today >= INVITATIONS_PER_DAY) {
      throw new ApiError(429, PEOPLE_MESSAGES.perDay, { retryAfterSeconds: Math.ceil((nepalDay(now).end.getTime() - now.getTime()) / 1000) })
    }
    const replaced = await tx
      .update(profileInvitations)
      .set({ cancelled_at: now })
      .where(and(eq(profileInvitations.profile_id, profileId), eq(profileInvitations.mobile, input.mobile), isOpenInvitation(now)))
      .returning({ id: profileInvitations.id })
    if (counts.open - replaced.length >= INVITATIONS_WAITING) throw conflict(PEOPLE_MESSAGES.waiting)
    const [row] = await tx
      .insert(profileInvitations)
      .values({
        profile_id: profileId,
        mobile: input.mobile,
        role: input.role,
        code_hash: hashInvitationCode(input.mobile, code),
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        invited_by: viewer.id,
        created_at: now,
      })
      .returning({ id: profileInvitations.id, expires_at: profileInvitations.expires_at })
    await recordAudit(tx, {
      actor: viewer,
      action: 'invite',
      entity: 'profile_invitation',
      entityId: row!.id,
      profileId,
      after: { mobile: input.mobile, role: input.role, replaces: replaced.map((old) => old.id) },
    })
    return row!
  })
  try {
    await spendSmsBudget('registration', now)
  } catch (error) {
    await db.delete(profileInvitations).where(eq(profileInvitations.id, invitation.id))
    await changesHeard()
    throw error
  }
  try {
    await sendSms({ to: input.mobile, body: invitationSms(code, input.lang), purpose: 'notice' })
  } catch {
    // The invitation never reached anyone: it goes, and costs neither the budget nor the day's count.
    await db.delete(profileInvitations).where(eq(profileInvitations.id, invitation.id))
    await refundSmsBudget('registration', now)
    await changesHeard()
    throw new ApiError(503, AUTH_MESSAGES.smsFailed, { retryAfterSeconds: 60 })
  }
  // The People section (kept per profile) lists it from the next read on.
  await changesHeard()
  return { id: invitation.id, mobile: maskMobile(input.mobile), role: input.role, expires_at: invitation.expires_at.toISOString() }
}

/** DELETE ngo/{id}/invitations/{invitationId}: an NGO admin cancels a waiting invitation; its code no longer works. */
export async function cancelInvitation(viewer: Viewer, profileId: number, invitationId: number, now: Date = new Date()) {
  await db.transaction(async (tx) => {
    await lockProfileAsAdmin(tx, viewer, profileId)
    const [cancelled] = await tx
      .update(profileInvitations)
      .set({ cancelled_at: now })
      .where(and(eq(profileInvitations.id, invitationId), eq(profileInvitations.profile_id, profileId), isOpenInvitation(now)))
      .returning({ id: profileInvitations.id, mobile: profileInvitations.mobile, role: profileInvitations.role })
    if (!cancelled) throw notFound(PEOPLE_MESSAGES.invitationNotFound)
    await recordAudit(tx, { actor: viewer, action: 'cancel', entity: 'profile_invitation', entityId: cancelled.id, profileId, before: { mobile: cancelled.mobile, role: cancelled.role } })
  })
  await changesHeard()
}

/**
 * POST ngo/invitations/accept: the signed-in person enters the code sent to
 * their mobile and joins that NGO with the role it names. The open
 * invitations of their mobile are locked while the code is compared, so no
 * number of simultaneous tries checks more than five; a wrong code counts a
 * try against each, and the fifth burns them. A person already in an NGO is
 * refused (409) before anything is counted.
 */
export async function acceptInvitation(viewer: Viewer, code: string, now: Date = new Date()): Promise<{ profile_id: number; role: NgoRole }> {
  assertNgoPerson(viewer)
  const joined = await db.transaction(async (tx) => {
    const [person] = await tx.select({ profile_id: users.profile_id, mobile: users.mobile }).from(users).where(eq(users.id, viewer.id)).for('update')
    if (!person) throw notFound(PEOPLE_MESSAGES.personNotFound)
    if (person.profile_id !== null) throw conflict(PEOPLE_MESSAGES.alreadyInNgo)
    const open = await tx
      .select({ id: profileInvitations.id, profile_id: profileInvitations.profile_id, role: profileInvitations.role, code_hash: profileInvitations.code_hash })
      .from(profileInvitations)
      .where(and(eq(profileInvitations.mobile, person.mobile), isOpenInvitation(now)))
      .orderBy(desc(profileInvitations.created_at), desc(profileInvitations.id))
      .for('update')
    const hash = hashInvitationCode(person.mobile, code)
    const match = open.find((invitation) => invitation.code_hash === hash)
    if (!match) {
      // Returned, not thrown: the counted try must commit.
      if (open.length > 0) {
        await tx
          .update(profileInvitations)
          .set({ attempts: sql`${profileInvitations.attempts} + 1` })
          .where(and(eq(profileInvitations.mobile, person.mobile), isOpenInvitation(now)))
      }
      return null
    }
    await tx.update(profileInvitations).set({ accepted_at: now, accepted_by: viewer.id }).where(eq(profileInvitations.id, match.id))
    const role = match.role as NgoRole
    await joinProfile(tx, viewer.id, match.profile_id, role, now)
    await recordAudit(tx, { actor: { id: viewer.id, role }, action: 'join', entity: 'user', entityId: viewer.id, profileId: match.profile_id, after: { name: viewer.name, role, invitation: match.id } })
    // The person's other open invitations are spent: they belong to an NGO now.
    await tx
      .update(profileInvitations)
      .set({ cancelled_at: now })
      .where(and(eq(profileInvitations.mobile, person.mobile), ne(profileInvitations.id, match.id), isOpenInvitation(now)))
    return { profile_id: match.profile_id, role }
  })
  // The person's kept viewer names the profile from the next request on; a
  // wrong code's counted try shows in the People section (a fifth closes the invitation).
  await changesHeard()
  if (!joined) throw badRequest(PEOPLE_MESSAGES.codeWrong, { code: PEOPLE_MESSAGES.codeWrong })
  return joined
}
