// The handover (decision 093): when no NGO admin can act (they left, lost the
// phone, a new committee was elected), the super administrator makes another
// person the profile's admin, with a reason that goes in the action log. The
// person is one of the profile's people, or a verified person in no NGO who
// signed up with the profile's DAO registration number: knowing that public
// number is never enough without the municipality's decision. The former
// admins become members, every session of theirs ends, and each is told by
// one SMS from the notice budget (decision 091).
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm'
import { ngoProfiles, users } from '@/db/schema'
import { badRequest, conflict, forbidden, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import { revokeUserSessions, type Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import { db, type Executor } from '@/lib/db'
import { isSuperAdmin, PROFILE_NOT_FOUND, type NgoRole } from '@/lib/profile/access'
import { daoRegistrationKey } from '@/lib/profile/claims'
import { registrationNumberKey } from '@/lib/profile/normalize'
import { sendNoticeSms, type NoticeOutcome } from '@/lib/sms/notice-budget'
import { maskMobile } from './mask'
import { joinProfile } from './members'
import { PEOPLE_MESSAGES } from './messages'
import type { HandoverInput } from './schemas'
import { handoverSms } from './sms'

export type HandoverCandidate = {
  id: number
  name: string
  /** Masked, as the People section shows it. */
  mobile: string
  dao_registration_no: string | null
  /** The person's role in this profile; null: in no NGO yet (signed up with its DAO registration number). */
  role: NgoRole | null
}

/** Who may take over: the profile's people, and verified people in no NGO whose DAO registration number is the profile's. */
function candidateCondition(profileId: number, daoKey: string) {
  const ofProfile = and(eq(users.profile_id, profileId), inArray(users.role, ['admin', 'user']))
  if (!daoKey) return ofProfile
  const registered = and(isNull(users.profile_id), eq(users.role, 'user'), isNotNull(users.verified_at), eq(daoRegistrationKey(users.dao_registration_no), daoKey))
  return or(ofProfile, registered)
}

async function readProfileForHandover(executor: Executor, profileId: number, lock: boolean) {
  const query = executor.select({ id: ngoProfiles.id, dao_registration_no: ngoProfiles.dao_registration_no }).from(ngoProfiles).where(eq(ngoProfiles.id, profileId))
  const [profile] = lock ? await query.for('update') : await query
  if (!profile) throw notFound(PROFILE_NOT_FOUND)
  return { ...profile, daoKey: registrationNumberKey(profile.dao_registration_no) }
}

/** GET ngo/{id}/handover: the people who can take over a profile (super administrator only). */
export async function listHandoverCandidates(viewer: Viewer, profileId: number): Promise<HandoverCandidate[]> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const profile = await readProfileForHandover(db, profileId, false)
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile, dao_registration_no: users.dao_registration_no, role: users.role, profile_id: users.profile_id })
    .from(users)
    .where(candidateCondition(profile.id, profile.daoKey))
    .orderBy(asc(users.profile_id), asc(users.name), asc(users.id))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    mobile: maskMobile(row.mobile),
    dao_registration_no: row.dao_registration_no,
    role: row.profile_id === profile.id ? (row.role as NgoRole) : null,
  }))
}

export type HandoverResult = {
  admin: { id: number; name: string }
  former_admins: number
  /** What became of the SMS to the former admins: each one's outcome, or none to send. */
  sms: NoticeOutcome | 'none'
}

/** POST ngo/{id}/handover: the super administrator makes a person the profile's NGO admin. */
export async function handOver(viewer: Viewer, profileId: number, input: HandoverInput, now: Date = new Date()): Promise<HandoverResult> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const done = await db.transaction(async (tx) => {
    const profile = await readProfileForHandover(tx, profileId, true)
    const [person] = await tx
      .select({ id: users.id, name: users.name, role: users.role, profile_id: users.profile_id })
      .from(users)
      .where(and(eq(users.id, input.user_id), candidateCondition(profile.id, profile.daoKey)))
      .for('update')
    if (!person) throw badRequest(PEOPLE_MESSAGES.notCandidate, { user_id: PEOPLE_MESSAGES.notCandidate })
    const formerAdmins = await tx
      .select({ id: users.id, name: users.name, mobile: users.mobile })
      .from(users)
      .where(and(eq(users.profile_id, profile.id), eq(users.role, 'admin'), ne(users.id, person.id)))
      .for('update')
    if (person.profile_id === profile.id && person.role === 'admin' && formerAdmins.length === 0) throw conflict(PEOPLE_MESSAGES.alreadySoleAdmin)
    // The new admin first, so the profile never stands without one; then the former admins become members and are signed out.
    await joinProfile(tx, person.id, profile.id, 'admin', now)
    for (const former of formerAdmins) {
      await tx.update(users).set({ role: 'user', updated_at: now }).where(eq(users.id, former.id))
      await revokeUserSessions(former.id, tx)
    }
    await recordAudit(tx, {
      actor: viewer,
      action: 'handover',
      entity: 'ngo_profile',
      entityId: profile.id,
      profileId: profile.id,
      before: { admins: formerAdmins.map(({ id, name }) => ({ id, name })) },
      after: { admin: { id: person.id, name: person.name }, joined: person.profile_id !== profile.id, reason: input.reason },
    })
    return { person, formerAdmins }
  })
  await changesHeard()
  const outcomes: NoticeOutcome[] = []
  for (const former of done.formerAdmins) outcomes.push(await sendNoticeSms(former.mobile, handoverSms(), now))
  return {
    admin: { id: done.person.id, name: done.person.name },
    former_admins: done.formerAdmins.length,
    sms: outcomes.length === 0 ? 'none' : (outcomes.find((outcome) => outcome !== 'sent') ?? 'sent'),
  }
}
