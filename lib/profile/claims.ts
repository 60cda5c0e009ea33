// Claims of profiles no account owns (an imported register's profiles). When
// a person's mobile is verified, a profile with the DAO registration number
// they signed up with becomes theirs at once if that mobile is the profile's
// contact or head person's mobile; otherwise the claim waits for the super
// administrator, who approves or refuses it, and the person is told by SMS.
// Knowing a DAO registration number (public on every verified profile) is
// never enough on its own.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { ngoProfiles, profileClaims, users } from '@/db/schema'
import { ApiError, forbidden, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { toLatinDigits } from '@/lib/calendar'
import type { Language } from '@/lib/i18n/shared'
import { db, type Executor } from '@/lib/db'
import { logger } from '@/lib/log'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { isSuperAdmin } from '@/lib/profile/access'
import { findProfilesByMobile, findResemblingProfiles, type ResemblingProfile } from '@/lib/profile/duplicates'
import { registrationNumberKey } from '@/lib/profile/normalize'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import type { ClaimDecision } from '@/lib/register/schemas'
import { claimApprovedSms, claimPendingSms, claimRefusedSms, sendSms } from '@/lib/sms'

/** A stored DAO registration number (of a profile or an account) in the form registrationNumberKey gives (Nepali digits, spaces, case). */
export const daoRegistrationKey = (column: AnyPgColumn) => sql<string>`upper(regexp_replace(translate(${column}, '०१२३४५६७८९', '0123456789'), '\\s+', '', 'g'))`
export const DAO_REGISTRATION_NO_KEY = daoRegistrationKey(ngoProfiles.dao_registration_no)

/** A phone number as the accounts store mobiles: Latin digits only, without +977. */
export function phoneKey(value: string | null | undefined): string {
  const digits = toLatinDigits(value ?? '').replace(/\D/g, '')
  return digits.length === 13 && digits.startsWith('977') ? digits.slice(3) : digits
}

export type ClaimOutcome = 'claimed' | 'pending' | null

/**
 * Called in the transaction that verifies a person's mobile. Claims the
 * unowned profiles with their DAO registration number: the one profile at
 * once when the mobile matches its contact or head person, or else a claim
 * for review per profile.
 */
export async function claimOnVerification(executor: Executor, userId: number): Promise<ClaimOutcome> {
  const [user] = await executor
    .select({ id: users.id, role: users.role, mobile: users.mobile, dao_registration_no: users.dao_registration_no, profile_id: users.profile_id })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.dao_registration_no || (user.role !== 'user' && user.role !== 'admin')) return null
  // A person belongs to at most one NGO (decision 092).
  if (user.profile_id !== null) return null
  const candidates = await executor
    .select({ id: ngoProfiles.id, contact: ngoProfiles.contact_person_phone, head: ngoProfiles.head_person_phone })
    .from(ngoProfiles)
    .where(and(isNull(ngoProfiles.user_id), eq(DAO_REGISTRATION_NO_KEY, registrationNumberKey(user.dao_registration_no))))
    .for('update')
  if (candidates.length === 0) return null
  const actor = { id: user.id, role: user.role }
  const mobile = phoneKey(user.mobile)
  const [only] = candidates
  if (candidates.length === 1 && (phoneKey(only.contact) === mobile || phoneKey(only.head) === mobile)) {
    await executor.update(ngoProfiles).set({ user_id: user.id, updated_at: new Date() }).where(and(eq(ngoProfiles.id, only.id), isNull(ngoProfiles.user_id)))
    await executor.insert(profileClaims).values({ profile_id: only.id, user_id: user.id, status: 'approved', decided_at: new Date() })
    await recordAudit(executor, { actor, action: 'claim', entity: 'ngo_profile', entityId: only.id, profileId: only.id, after: { user_id: user.id, mobile_matched: true } })
    return 'claimed'
  }
  for (const candidate of candidates) {
    await executor.insert(profileClaims).values({ profile_id: candidate.id, user_id: user.id }).onConflictDoNothing()
    await recordAudit(executor, { actor, action: 'claim', entity: 'ngo_profile', entityId: candidate.id, profileId: candidate.id, after: { user_id: user.id, status: 'pending' } })
  }
  return 'pending'
}

/** After the verification committed: the new owner's profile pages change, or the person learns the claim waits (in the language of the page that verified). */
export async function afterClaim(outcome: ClaimOutcome, user: { id: number; mobile: string }, language: Language = 'ne') {
  // The profile's new owner is heard before the answer: its kept viewer shows the profile from the next request on.
  if (outcome === 'claimed') await changesHeard()
  if (outcome === 'pending') await notify(user.mobile, claimPendingSms(language))
}

/** An SMS that tells, not one that proves: a failure is logged and reported, never undoes what was decided. */
async function notify(mobile: string, body: string): Promise<boolean> {
  try {
    await sendSms({ to: mobile, body, purpose: 'notice' })
    return true
  } catch (error) {
    logger.warn('claim SMS not sent', { reason: (error as Error).message })
    return false
  }
}

/** Whether this person's claim of a profile waits for review (they cannot start a profile of their own meanwhile). */
export async function hasPendingClaim(userId: number, executor: Executor = db): Promise<boolean> {
  const [claim] = await executor
    .select({ id: profileClaims.id })
    .from(profileClaims)
    .where(and(eq(profileClaims.user_id, userId), eq(profileClaims.status, 'pending')))
    .limit(1)
  return !!claim
}

export type PendingClaim = {
  id: number
  created_at: string
  claimant: { id: number; name: string; mobile: string; email: string | null; dao_registration_no: string | null }
  profile: {
    id: number
    name: string
    name_en: string | null
    dao_registration_no: string | null
    contact_person_name: string | null
    contact_person_phone: string | null
    head_person_name: string | null
    head_person_phone: string | null
  }
}

/** A claim to review, with what may make it a second registration of one organisation (decision 094). */
export type ClaimToReview = PendingClaim & {
  /** Other profiles the claimed profile resembles (its DAO number, a phone or a name). */
  possible_duplicates: ResemblingProfile[]
  /** Other profiles whose phones hold the claimant's mobile. */
  claimant_mobile_on: ResemblingProfile[]
}

/** GET ngo/claims: the claims to review, oldest first (super administrator only), each with its possible duplicates. */
export async function listPendingClaims(viewer: Viewer | null): Promise<ClaimToReview[]> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const claims = await keptPendingClaims()
  // Read fresh beside the kept claims: pairs change with any profile's save.
  const [resembling, byMobile] = await Promise.all([
    findResemblingProfiles([...new Set(claims.map((claim) => claim.profile.id))]),
    findProfilesByMobile([...new Set(claims.map((claim) => claim.claimant.mobile))]),
  ])
  return claims.map((claim) => ({
    ...claim,
    possible_duplicates: resembling.get(claim.profile.id) ?? [],
    claimant_mobile_on: (byMobile.get(claim.claimant.mobile) ?? []).filter((profile) => profile.id !== claim.profile.id),
  }))
}

// Kept until a claim, a claimant or a profile changes (decision 012); callers only read it.
const keptPendingClaims = cached(readPendingClaims, 'pending-claims', [TAGS.claims, TAGS.registry])

async function readPendingClaims(): Promise<PendingClaim[]> {
  const rows = await db
    .select({
      id: profileClaims.id,
      created_at: profileClaims.created_at,
      claimant: { id: users.id, name: users.name, mobile: users.mobile, email: users.email, dao_registration_no: users.dao_registration_no },
      profile: {
        id: ngoProfiles.id,
        name: ngoProfiles.name,
        name_en: ngoProfiles.name_en,
        dao_registration_no: ngoProfiles.dao_registration_no,
        contact_person_name: ngoProfiles.contact_person_name,
        contact_person_phone: ngoProfiles.contact_person_phone,
        head_person_name: ngoProfiles.head_person_name,
        head_person_phone: ngoProfiles.head_person_phone,
      },
    })
    .from(profileClaims)
    .innerJoin(users, eq(users.id, profileClaims.user_id))
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, profileClaims.profile_id))
    .where(eq(profileClaims.status, 'pending'))
    .orderBy(asc(profileClaims.created_at), asc(profileClaims.id))
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
}

const claimants = alias(users, 'claimants')

/**
 * PUT ngo/claims/{id}: approve (the profile becomes the person's, and any
 * other claim of it is refused) or refuse. Everyone whose claim was decided
 * is told by SMS; `notified` is false when an SMS could not be sent.
 */
export async function decideClaim(viewer: Viewer, claimId: number, decision: ClaimDecision) {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const decided = await db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: profileClaims.id, status: profileClaims.status, profile_id: profileClaims.profile_id, user_id: profileClaims.user_id, mobile: claimants.mobile })
      .from(profileClaims)
      .innerJoin(claimants, eq(claimants.id, profileClaims.user_id))
      .where(eq(profileClaims.id, claimId))
      .for('update', { of: profileClaims })
    if (!claim) throw notFound(REGISTER_MESSAGES.claimNotFound)
    if (claim.status !== 'pending') throw new ApiError(409, REGISTER_MESSAGES.claimDecided)
    const now = new Date()
    const decide = (status: 'approved' | 'refused') => ({ status, decided_by: viewer.id, decided_at: now })
    const told: { mobile: string; body: string }[] = []
    if (decision === 'approve') {
      const [profile] = await tx.select({ user_id: ngoProfiles.user_id }).from(ngoProfiles).where(eq(ngoProfiles.id, claim.profile_id)).for('update')
      if (profile?.user_id !== null) throw new ApiError(409, REGISTER_MESSAGES.claimProfileTaken)
      const [claimant] = await tx.select({ profile_id: users.profile_id }).from(users).where(eq(users.id, claim.user_id)).for('update')
      if (claimant?.profile_id) throw new ApiError(409, REGISTER_MESSAGES.claimantHasProfile)
      // The claimant becomes the profile's admin (its contact admin; the members migration's trigger makes the membership).
      await tx.update(ngoProfiles).set({ user_id: claim.user_id, updated_at: now }).where(eq(ngoProfiles.id, claim.profile_id))
      await tx.update(profileClaims).set(decide('approved')).where(eq(profileClaims.id, claim.id))
      told.push({ mobile: claim.mobile, body: claimApprovedSms() })
      // The profile has its owner: every other claim of it is refused, and so is every other claim of this person.
      const others = await tx
        .update(profileClaims)
        .set(decide('refused'))
        .where(
          and(
            eq(profileClaims.status, 'pending'),
            ne(profileClaims.id, claim.id),
            sql`(${profileClaims.profile_id} = ${claim.profile_id} or ${profileClaims.user_id} = ${claim.user_id})`,
          ),
        )
        .returning({ user_id: profileClaims.user_id })
      const otherUsers = [...new Set(others.map((other) => other.user_id).filter((userId) => userId !== claim.user_id))]
      for (const userId of otherUsers) {
        const [other] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId))
        if (other) told.push({ mobile: other.mobile, body: claimRefusedSms() })
      }
    } else {
      await tx.update(profileClaims).set(decide('refused')).where(eq(profileClaims.id, claim.id))
      told.push({ mobile: claim.mobile, body: claimRefusedSms() })
    }
    await recordAudit(tx, {
      actor: viewer,
      action: decision === 'approve' ? 'approve_claim' : 'refuse_claim',
      entity: 'ngo_profile',
      entityId: claim.profile_id,
      profileId: claim.profile_id,
      before: { claim: claim.id, status: 'pending' },
      after: { claim: claim.id, status: decision === 'approve' ? 'approved' : 'refused', user_id: claim.user_id },
    })
    return { profileId: claim.profile_id, told }
  })
  await changesHeard()
  const sent = await Promise.all(decided.told.map((message) => notify(message.mobile, message.body)))
  return { claim: { id: claimId, status: decision === 'approve' ? 'approved' : 'refused' }, notified: sent.every(Boolean) }
}
