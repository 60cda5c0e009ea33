// SMS the gateway did not take, even after the retry: kept for the super
// administrator's dashboard (the log alone is seen by nobody), 30 days.
import { desc, gte, lt } from 'drizzle-orm'
import { smsSendFailures } from '@/db/schema'
import { forbidden } from '@/lib/api/errors'
import type { Viewer } from '@/lib/auth/session'
import { db } from '@/lib/db'
import { logger } from '@/lib/log'
import type { SmsMessage } from './types'

const KEPT_DAYS = 30
const DAY_MS = 86_400_000

export type SmsFailure = { id: number; provider: string; purpose: string; mobile: string; reason: string; failed_at: Date }

/** Records a failed send; never throws (the person waiting gets their answer either way). */
export async function recordSmsFailure(provider: string, message: SmsMessage, reason: string, now = new Date()) {
  try {
    await db.insert(smsSendFailures).values({ provider, purpose: message.purpose, mobile: message.to, reason: reason.slice(0, 500), failed_at: now })
    await db.delete(smsSendFailures).where(lt(smsSendFailures.failed_at, new Date(now.getTime() - KEPT_DAYS * DAY_MS)))
  } catch (error) {
    logger.warn('SMS failure not recorded', { provider, error: (error as Error).message })
  }
}

/** The newest failures of the last `days` days, for the super administrator. */
export async function listRecentSmsFailures(viewer: Viewer, { days = 7, limit = 5, now = new Date() } = {}): Promise<{ failures: SmsFailure[]; total: number }> {
  if (viewer.role !== 'super_admin') throw forbidden()
  const since = new Date(now.getTime() - days * DAY_MS)
  const recent = db.select().from(smsSendFailures).where(gte(smsSendFailures.failed_at, since))
  const failures = await recent.orderBy(desc(smsSendFailures.failed_at), desc(smsSendFailures.id)).limit(limit)
  const total = failures.length < limit ? failures.length : await db.$count(smsSendFailures, gte(smsSendFailures.failed_at, since))
  return { failures, total }
}
