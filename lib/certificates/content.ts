// What a registration certificate says, and what its verification page and
// badge say about the NGO now (decision 096). No I/O here.
import { createHash } from 'node:crypto'
import { daysBetween, type Standing } from '@/lib/renewals/standing'
import { standingDate, type CycleStanding } from '@/lib/renewals/standings'

/** The columns of a profile a certificate prints. */
export type CertifiedProfile = {
  name: string
  name_en: string | null
  lmc_registration_no: string | null
  dao_registration_no: string | null
  tax_registration_no: string | null
  dao_registration_date: string | null
}

/** What one certificate says, as issued (stored with it, so it is drawn the same every time). */
export type CertificateContent = {
  name: string
  name_en: string | null
  lmc_registration_no: string | null
  dao_registration_no: string | null
  tax_registration_no: string | null
  /** The DAO registration date, AD. */
  registered_on: string | null
  /** The standing in the renewal cycle in force on the day of issue; null before any cycle. */
  standing: CycleStanding | null
  /** The Kathmandu day of issue, AD. */
  issued_on: string
}

const text = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null)

export function certificateContent(profile: CertifiedProfile, standing: CycleStanding | null, today: string): CertificateContent {
  return {
    name: profile.name.trim(),
    name_en: text(profile.name_en),
    lmc_registration_no: text(profile.lmc_registration_no),
    dao_registration_no: text(profile.dao_registration_no),
    tax_registration_no: text(profile.tax_registration_no),
    registered_on: profile.dao_registration_date,
    standing,
    issued_on: today,
  }
}

/**
 * What makes two certificates the same: everything printed but the day of
 * issue, and of the standing its kind, its year and its date, not the count
 * of days a late renewal has run (that grows every day without anything
 * changing). So asking again with nothing changed finds the same certificate.
 */
export function contentFingerprint(content: CertificateContent): string {
  const { standing } = content
  const same = [
    content.name,
    content.name_en,
    content.lmc_registration_no,
    content.dao_registration_no,
    content.tax_registration_no,
    content.registered_on,
    standing ? [standing.financial_year, standing.standing.kind, standingDate(standing.standing)] : null,
  ]
  return createHash('sha256').update(JSON.stringify(same)).digest('hex')
}

/** The serial printed on a certificate: the Bikram Sambat year of issue and its id ('2082-00017'). */
export function certificateSerial(bsYear: number, id: number): string {
  return `${bsYear}-${String(id).padStart(5, '0')}`
}

// ---------------------------------------------------------------- the NGO now

/** Where an NGO stands now, as its verification page and its badge say it. */
export type StandingNow =
  | { kind: 'deactivated' }
  /** Verified and active, before any renewal cycle. */
  | { kind: 'registered' }
  | { kind: 'renewal'; current: CycleStanding }

export function standingNow(profile: { status: string; is_verified: boolean }, current: CycleStanding | null): StandingNow {
  if (profile.status !== 'active' || !profile.is_verified) return { kind: 'deactivated' }
  return current ? { kind: 'renewal', current } : { kind: 'registered' }
}

/**
 * In good standing: registered, and its renewal renewed, not yet due or
 * still due, or sent in and waiting for review (it did its part, decision
 * 080); changes requested only until the deadline. Late, overdue and
 * deactivated are not.
 */
export function isGoodStanding(now: StandingNow, today: string): boolean {
  if (now.kind !== 'renewal') return now.kind === 'registered'
  const standing: Standing = now.current.standing
  switch (standing.kind) {
    case 'renewed':
    case 'submitted':
    case 'due':
    case 'not_started':
      return true
    case 'changes_requested':
      return daysBetween(now.current.deadline, today) <= 0
    case 'late':
    case 'overdue':
      return false
  }
}
