// How current a profile is (the freshness badge of the profile page): when it
// last changed (the profile row or any write recorded for it in the audit log,
// which covers every section) and its documents that have expired or expire
// within 30 days (Kathmandu date).
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { auditLog, documentConfigs, ngoProfiles, profileDocuments } from '@/db/schema'
import { db } from '@/lib/db'
import { kathmanduToday } from '@/lib/calendar'

export const EXPIRING_WITHIN_DAYS = 30
/** A profile not changed for longer than this is shown as possibly out of date. */
export const STALE_AFTER_DAYS = 365

export type FreshnessLevel = 'current' | 'expiring' | 'expired' | 'stale'
export type FreshnessDocument = { name: string; valid_till: string; days_left: number }

export type Freshness = {
  /** ISO timestamp of the last change; null when the profile does not exist. */
  last_updated: string | null
  expired: FreshnessDocument[]
  expiring: FreshnessDocument[]
  level: FreshnessLevel
}

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

export function freshnessLevel(lastUpdated: Date | null, expired: number, expiring: number, now: Date): FreshnessLevel {
  if (expired > 0) return 'expired'
  if (expiring > 0) return 'expiring'
  if (lastUpdated && now.getTime() - lastUpdated.getTime() > STALE_AFTER_DAYS * DAY_MS) return 'stale'
  return 'current'
}

export async function getProfileFreshness(profileId: number, now: Date = new Date()): Promise<Freshness> {
  const today = kathmanduToday(now)
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * DAY_MS).toISOString().slice(0, 10)
  const [[profile], documents] = await Promise.all([
    db
      .select({
        last_updated: sql<string | null>`greatest(${ngoProfiles.updated_at}, (select max(${auditLog.created_at}) from ${auditLog} where ${auditLog.profile_id} = ${ngoProfiles.id}))`,
      })
      .from(ngoProfiles)
      .where(eq(ngoProfiles.id, profileId)),
    db
      .select({ name: documentConfigs.document_name, valid_till: profileDocuments.valid_till })
      .from(profileDocuments)
      .innerJoin(documentConfigs, eq(documentConfigs.id, profileDocuments.document_config_id))
      .where(and(eq(profileDocuments.profile_id, profileId), isNotNull(profileDocuments.valid_till), lte(profileDocuments.valid_till, horizon)))
      .orderBy(asc(profileDocuments.valid_till), asc(documentConfigs.id)),
  ])
  const lastUpdated = profile?.last_updated ? new Date(profile.last_updated) : null
  const dated = documents.map((document) => ({ name: document.name, valid_till: document.valid_till!, days_left: daysBetween(today, document.valid_till!) }))
  const expired = dated.filter((document) => document.days_left < 0)
  const expiring = dated.filter((document) => document.days_left >= 0)
  return {
    last_updated: lastUpdated?.toISOString() ?? null,
    expired,
    expiring,
    level: freshnessLevel(lastUpdated, expired.length, expiring.length, now),
  }
}
