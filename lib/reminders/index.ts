// Renewal reminders (`npm run reminders`, daily): an SMS to the NGO's contact
// 30 and 7 days before a document expires. Each (document, window, expiry) is
// claimed in document_reminders before the message is sent, so a second run,
// or two runs at once, send nothing more; a failed send gives the claim back
// so that the next run tries again.
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { documentConfigs, documentReminders, ngoProfiles, profileDocuments, users } from '@/db/schema'
import { isValidMobile, normalizeMobile } from '@/lib/auth/mobile'
import { kathmanduToday } from '@/lib/calendar'
import { db } from '@/lib/db'
import { logger } from '@/lib/log'
import { reminderSms } from '@/lib/reminders/message'
import { sendSms, type SmsMessage } from '@/lib/sms'

/** Days before expiry at which a reminder goes out, widest first. */
export const REMINDER_WINDOWS = [30, 7] as const
export type ReminderWindow = '30' | '7'

export type ReminderRun = { sent: number; alreadySent: number; failed: number; noPhone: number }
export type ReminderOptions = { now?: Date; send?: (message: SmsMessage) => Promise<void> }

const DAY_MS = 86_400_000

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The narrowest window a document `daysLeft` from expiry is in; null when none. */
export function reminderWindow(daysLeft: number): ReminderWindow | null {
  if (daysLeft < 0) return null
  if (daysLeft <= 7) return '7'
  if (daysLeft <= 30) return '30'
  return null
}

/** Documents that expire today or within the widest window, with whom to tell. */
function dueDocuments(today: string) {
  return db
    .select({
      id: profileDocuments.id,
      valid_till: profileDocuments.valid_till,
      document_name: sql<string>`coalesce(${documentConfigs.document_name}, ${profileDocuments.name}, '')`,
      contact_phone: ngoProfiles.contact_person_phone,
      owner_mobile: users.mobile,
    })
    .from(profileDocuments)
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, profileDocuments.profile_id))
    .innerJoin(documentConfigs, eq(documentConfigs.id, profileDocuments.document_config_id))
    .leftJoin(users, eq(users.id, ngoProfiles.user_id))
    .where(and(gte(profileDocuments.valid_till, today), lte(profileDocuments.valid_till, addDays(today, REMINDER_WINDOWS[0]))))
    .orderBy(profileDocuments.id)
}

/** The contact person's mobile when it is one (a landline takes no SMS), else the owning account's. */
export function reminderRecipient(contactPhone: string | null, ownerMobile: string | null): string | null {
  for (const candidate of [contactPhone, ownerMobile]) {
    if (!candidate || !isValidMobile(candidate)) continue
    const number = normalizeMobile(candidate)
    if (number.startsWith('9')) return number
  }
  return null
}

export async function runReminders(options: ReminderOptions = {}): Promise<ReminderRun> {
  const today = kathmanduToday(options.now ?? new Date())
  const send = options.send ?? sendSms
  const run: ReminderRun = { sent: 0, alreadySent: 0, failed: 0, noPhone: 0 }
  for (const document of await dueDocuments(today)) {
    const validTill = document.valid_till!
    const daysLeft = daysBetween(today, validTill)
    const window = reminderWindow(daysLeft)
    if (!window) continue
    const to = reminderRecipient(document.contact_phone, document.owner_mobile)
    if (!to) {
      run.noPhone++
      continue
    }
    const claimed = await db
      .insert(documentReminders)
      .values({ document_id: document.id, window, valid_till: validTill, sent_to: to })
      .onConflictDoNothing()
      .returning({ document_id: documentReminders.document_id })
    if (claimed.length === 0) {
      run.alreadySent++
      continue
    }
    try {
      await send({ to, body: reminderSms(document.document_name, validTill, daysLeft), purpose: 'notice' })
      run.sent++
    } catch (error) {
      run.failed++
      logger.error('renewal reminder not sent', { documentId: document.id, window, reason: (error as Error)?.message })
      await db
        .delete(documentReminders)
        .where(and(eq(documentReminders.document_id, document.id), eq(documentReminders.window, window), eq(documentReminders.valid_till, validTill)))
    }
  }
  return run
}
