// Registration certificates (decision 096): issued to a verified, active NGO
// on its members' or the super administrator's request, recorded (serial,
// who, when), found again while nothing it says has changed, replaced when
// something has, revoked by the super administrator; and what the
// verification page of a certificate's code says about it now.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { certificates, ngoProfiles, users } from '@/db/schema'
import { z } from 'zod'
import { conflict, forbidden, notFound } from '@/lib/api/errors'
import { pathId } from '@/lib/api/input'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { adToBs, kathmanduToday, parseDateString } from '@/lib/calendar'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { certificateCode, certificateIdOf } from '@/lib/certificates/code'
import {
  certificateContent,
  certificateSerial,
  contentFingerprint,
  standingNow,
  type CertificateContent,
  type StandingNow,
} from '@/lib/certificates/content'
import { CERTIFICATE_MESSAGES, type RevokeCertificateInput } from '@/lib/certificates/schemas'
import { db } from '@/lib/db'
import { pathIn } from '@/lib/i18n/paths'
import type { Language } from '@/lib/i18n/shared'
import { findReadableProfile, isPublic, isSuperAdmin, PROFILE_NOT_FOUND } from '@/lib/profile/access'
import { getProfileRenewal } from '@/lib/renewals/standings'

/** The path of a certificate's route: an id that cannot be one is simply not found. */
export const certificateParams = z.object({ id: pathId(CERTIFICATE_MESSAGES.notFound).describe('The certificate id') })

export type IssuedCertificate = {
  id: number
  profile_id: number
  serial: string
  content: CertificateContent
  issued_at: Date
  /** The code of its verification page. */
  code: string
}

/** The address of a certificate's verification page (the QR code's, in Nepali; /en/verify/... in English). */
export function verificationPath(code: string, language: Language = 'ne'): string {
  return pathIn(language, `/verify/${code}`)
}

/** Why an NGO cannot be given a certificate now, or null when it can. */
export function certificateRefusal(profile: { status: string; is_verified: boolean }): string | null {
  if (profile.status === 'inactive') return CERTIFICATE_MESSAGES.deactivated
  if (!profile.is_verified || profile.status !== 'active') return CERTIFICATE_MESSAGES.notVerified
  return null
}

/**
 * The profile, if this viewer may have its certificate: its members and the
 * super administrator (the ownership check of lib/profile/access.ts); anyone
 * else gets the profile not found, as for any other write.
 */
async function requireCertificateAccess(viewer: Viewer, profileId: number) {
  const access = await findReadableProfile(viewer, profileId)
  if (!access.canManage) throw notFound(PROFILE_NOT_FOUND)
  return access
}

/** The Bikram Sambat year of an AD day. */
function bsYearOf(adDay: string): number {
  const parsed = parseDateString(adDay)
  const bs = parsed && adToBs(parsed)
  if (!bs) throw new Error(`no Bikram Sambat date for ${adDay}`)
  return bs.year
}

const issuedColumns = {
  id: certificates.id,
  profile_id: certificates.profile_id,
  serial: certificates.serial,
  content: certificates.content,
  fingerprint: certificates.fingerprint,
  issued_at: certificates.issued_at,
}

function issued(row: { id: number; profile_id: number; serial: string; content: unknown; issued_at: Date }): IssuedCertificate {
  return { id: row.id, profile_id: row.profile_id, serial: row.serial, content: row.content as CertificateContent, issued_at: row.issued_at, code: certificateCode(row.id) }
}

/**
 * The NGO's certificate: its live one while everything it says still holds,
 * otherwise a new one that replaces it. Refused, with nothing written, for an
 * NGO that is not verified or has been deactivated.
 */
export async function issueCertificate(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<{ certificate: IssuedCertificate; created: boolean }> {
  await requireCertificateAccess(viewer, profileId)
  const today = kathmanduToday(now)
  const renewal = await getProfileRenewal(profileId, now)
  const result = await db.transaction(async (tx) => {
    // The profile's row is locked, so two requests at once make one certificate.
    const [profile] = await tx
      .select({
        id: ngoProfiles.id,
        status: ngoProfiles.status,
        is_verified: ngoProfiles.is_verified,
        name: ngoProfiles.name,
        name_en: ngoProfiles.name_en,
        lmc_registration_no: ngoProfiles.lmc_registration_no,
        dao_registration_no: ngoProfiles.dao_registration_no,
        tax_registration_no: ngoProfiles.tax_registration_no,
        dao_registration_date: ngoProfiles.dao_registration_date,
      })
      .from(ngoProfiles)
      .where(eq(ngoProfiles.id, profileId))
      .for('update')
    if (!profile) throw notFound(PROFILE_NOT_FOUND)
    // The same reasons certificateRefusal gives the page.
    if (profile.status === 'inactive') throw conflict(CERTIFICATE_MESSAGES.deactivated)
    if (certificateRefusal(profile)) throw conflict(CERTIFICATE_MESSAGES.notVerified)
    const content = certificateContent(profile, renewal.current, today)
    const fingerprint = contentFingerprint(content)
    const [live] = await tx
      .select(issuedColumns)
      .from(certificates)
      .where(and(eq(certificates.profile_id, profileId), isNull(certificates.replaced_at), isNull(certificates.revoked_at)))
      .for('update')
    if (live && live.fingerprint === fingerprint) return { certificate: issued(live), created: false }

    const [{ id }] = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('certificates', 'id'))::int as id`).then((answer) => answer.rows)
    // The live one steps aside first: one live certificate per NGO (a unique index).
    if (live) await tx.update(certificates).set({ replaced_at: now }).where(eq(certificates.id, live.id))
    const [row] = await tx
      .insert(certificates)
      .values({ id, profile_id: profileId, serial: certificateSerial(bsYearOf(today), id), content, fingerprint, issued_by: viewer.id, issued_at: now })
      .returning(issuedColumns)
    if (live) await tx.update(certificates).set({ replaced_by: id }).where(eq(certificates.id, live.id))
    await recordAudit(tx, {
      actor: viewer,
      action: 'issue',
      entity: 'certificate',
      entityId: id,
      profileId,
      after: { serial: row.serial, replaces: live?.serial ?? null, content },
    })
    return { certificate: issued(row), created: true }
  })
  if (result.created) await changesHeard()
  return result
}

/** Revokes a certificate (the super administrator only), with a reason for the action log. */
export async function revokeCertificate(viewer: Viewer, certificateId: number, input: RevokeCertificateInput, now: Date = new Date()) {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const revoked = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: certificates.id, profile_id: certificates.profile_id, serial: certificates.serial, revoked_at: certificates.revoked_at })
      .from(certificates)
      .where(eq(certificates.id, certificateId))
      .for('update')
    if (!before) throw notFound(CERTIFICATE_MESSAGES.notFound)
    if (before.revoked_at) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked)
    const [after] = await tx
      .update(certificates)
      .set({ revoked_at: now, revoked_by: viewer.id, revoke_reason: input.reason })
      .where(eq(certificates.id, certificateId))
      .returning({ id: certificates.id, serial: certificates.serial, revoked_at: certificates.revoked_at, revoke_reason: certificates.revoke_reason })
    await recordAudit(tx, { actor: viewer, action: 'revoke', entity: 'certificate', entityId: certificateId, profileId: before.profile_id, before, after })
    return after
  })
  await changesHeard()
  return revoked
}

// ---------------------------------------------------------------- the certificates of an NGO

export type CertificateRecord = {
  id: number
  serial: string
  issued_at: string
  issued_by: string | null
  replaced_at: string | null
  revoked_at: string | null
  revoke_reason: string | null
  /** The path of its verification page (Nepali). */
  verify_path: string
}

export type CertificatesOfProfile = {
  /** Why no certificate can be had now, or null when one can. */
  refusal: string | null
  /** Newest first. */
  certificates: CertificateRecord[]
}

/** A profile's certificates, newest first, kept until one is issued, replaced or revoked or an issuer's name changes. */
const certificatesOfProfile = cached(
  async (profileId: number) => {
    const rows = await db
      .select({
        id: certificates.id,
        serial: certificates.serial,
        issued_at: certificates.issued_at,
        issued_by: users.name,
        replaced_at: certificates.replaced_at,
        revoked_at: certificates.revoked_at,
        revoke_reason: certificates.revoke_reason,
      })
      .from(certificates)
      .leftJoin(users, eq(users.id, certificates.issued_by))
      .where(eq(certificates.profile_id, profileId))
      .orderBy(desc(certificates.issued_at), desc(certificates.id))
      .limit(50)
    return rows.map((row) => ({
      id: row.id,
      serial: row.serial,
      issued_at: row.issued_at.toISOString(),
      issued_by: row.issued_by,
      replaced_at: row.replaced_at?.toISOString() ?? null,
      revoked_at: row.revoked_at?.toISOString() ?? null,
      revoke_reason: row.revoke_reason,
      verify_path: verificationPath(certificateCode(row.id)),
    }))
  },
  'certificates-of-profile',
  (profileId) => [TAGS.people(profileId), TAGS.personNames],
)

/** The NGO's certificates and whether it can have one now, for its members and the super administrator. */
export async function listCertificates(viewer: Viewer, profileId: number): Promise<CertificatesOfProfile> {
  const access = await requireCertificateAccess(viewer, profileId)
  return { refusal: certificateRefusal(access), certificates: await certificatesOfProfile(profileId) }
}

// ---------------------------------------------------------------- the verification page

type CertificateFacts = { id: number; profile_id: number; serial: string; issued_at: string; name: string; name_en: string | null; profile_is_public: boolean }

/** What a certificate's code says now (the verification page, decision 096). */
export type CertificateCheck =
  /** Changed, shortened, made up, or naming no certificate: nothing else is said. */
  | { kind: 'not_genuine'; checked_on: string }
  | { kind: 'genuine'; checked_on: string; certificate: CertificateFacts; now: StandingNow }
  | { kind: 'replaced'; checked_on: string; certificate: CertificateFacts; replaced_at: string }
  | { kind: 'revoked'; checked_on: string; certificate: CertificateFacts; revoked_at: string }

/** The certificate a code names and what it says now, as of `now` in Kathmandu. */
export async function checkCertificate(code: string, now: Date = new Date()): Promise<CertificateCheck> {
  const checked_on = kathmanduToday(now)
  const id = certificateIdOf(code)
  if (id === null) return { kind: 'not_genuine', checked_on }
  const [row] = await db
    .select({
      id: certificates.id,
      profile_id: certificates.profile_id,
      serial: certificates.serial,
      content: certificates.content,
      issued_at: certificates.issued_at,
      replaced_at: certificates.replaced_at,
      revoked_at: certificates.revoked_at,
      status: ngoProfiles.status,
      is_verified: ngoProfiles.is_verified,
    })
    .from(certificates)
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, certificates.profile_id))
    .where(eq(certificates.id, id))
  if (!row) return { kind: 'not_genuine', checked_on }
  // The names as the certificate prints them: what the holder of the paper reads.
  const content = row.content as CertificateContent
  const certificate: CertificateFacts = {
    id: row.id,
    profile_id: row.profile_id,
    serial: row.serial,
    issued_at: row.issued_at.toISOString(),
    name: content.name,
    name_en: content.name_en,
    profile_is_public: isPublic(row),
  }
  if (row.revoked_at) return { kind: 'revoked', checked_on, certificate, revoked_at: row.revoked_at.toISOString() }
  if (row.replaced_at) return { kind: 'replaced', checked_on, certificate, replaced_at: row.replaced_at.toISOString() }
  const renewal = await getProfileRenewal(row.profile_id, now)
  return { kind: 'genuine', checked_on, certificate, now: standingNow(row, renewal.current) }
}

/** The NGO's certificates for a viewer who may have them (its members, the super administrator), or null for anyone else. */
export async function findCertificates(viewer: Viewer | null, profileId: number): Promise<CertificatesOfProfile | null> {
  if (!viewer) return null
  const access = await findReadableProfile(viewer, profileId).catch(() => null)
  return access?.canManage ? listCertificates(viewer, profileId) : null
}
