// Renewal reminders (decision 091): `npm run reminders` sends an SMS to each
// verified, active NGO that has not submitted in the cycle in force, 30 and 7
// days before its deadline and 1 day after it. Each window is a span of days,
// not one day, so a run that comes late still sends it; on any day at most
// one window applies (the latest), and a window is never sent after a later
// one was, so an NGO never gets two reminders at once or one that steps back.
// Each (NGO, cycle, window) is claimed in renewal_reminders_sent before the
// SMS leaves: a second run, or two at once, send nothing more. The SMS parts
// come out of the day's notice budget; a run that meets it stops, says how
// many are left, and the next run continues.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import { financialYears, ngoProfiles, renewalCycles, renewalRemindersSent, users } from '@/db/schema'
import { kathmanduToday } from '@/lib/calendar'
import { db } from '@/lib/db'
import { logger } from '@/lib/log'
import { reminderRecipient } from '@/lib/reminders'
import { renewalReminderSms } from '@/lib/reminders/message'
import { LATE_DAYS, daysBetween } from '@/lib/renewals/standing'
import { sendSms, type SmsMessage } from '@/lib/sms'
import { refundNoticeParts, spendNoticeParts } from '@/lib/sms/notice-budget'
import { smsSegments } from '@/lib/sms/segments'

export const RENEWAL_REMINDER_WINDOWS = ['30', '7', 'after'] as const
export type RenewalReminderWindow = (typeof RENEWAL_REMINDER_WINDOWS)[number]

/**
 * The window a day `daysLeft` before the deadline is in (negative: after it):
 * '30' from 30 to 8 days before, '7' from 7 days before to the deadline day,
 * 'after' from the day after to the last day of "late" (14 days after), so
 * an NGO that is overdue is not reminded any more; null outside them.
 */
export function renewalReminderWindow(daysLeft: number): RenewalReminderWindow | null {
  if (daysLeft > 30) return null
  if (daysLeft > 7) return '30'
  if (daysLeft >= 0) return '7'
  if (daysLeft >= -LATE_DAYS) return 'after'
  return null
}

/** The windows at or after `window`: one of them already sent means this one is not sent. */
function thisOrLater(window: RenewalReminderWindow): RenewalReminderWindow[] {
  return RENEWAL_REMINDER_WINDOWS.slice(RENEWAL_REMINDER_WINDOWS.indexOf(window))
}

export type RenewalReminderRun = {
  window: RenewalReminderWindow | null
  sent: number
  alreadySent: number
  failed: number
  noPhone: number
  /** Left for the next run: the day's notice budget was spent. */
  unsent: number
}
export type RenewalReminderOptions = { now?: Date; send?: (message: SmsMessage) => Promise<void> }

/** The cycle in force (the newest that has started), read fresh: the run is once a day. Null when it is closed. */
async function cycleInForce(today: string) {
  const [cycle] = await db
    .select({ id: renewalCycles.id, deadline: renewalCycles.deadline, state: renewalCycles.state, financial_year: financialYears.financial_year })
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .where(lte(renewalCycles.starts_on, today))
    .orderBy(desc(renewalCycles.starts_on), desc(renewalCycles.id))
    .limit(1)
  return cycle && cycle.state === 'open' ? cycle : null
}

export async function runRenewalReminders(options: RenewalReminderOptions = {}): Promise<RenewalReminderRun> {
  const now = options.now ?? new Date()
  const send = options.send ?? sendSms
  const today = kathmanduToday(now)
  const run: RenewalReminderRun = { window: null, sent: 0, alreadySent: 0, failed: 0, noPhone: 0, unsent: 0 }
  const cycle = await cycleInForce(today)
  if (!cycle) return run
  const daysLeft = daysBetween(today, cycle.deadline)
  const window = renewalReminderWindow(daysLeft)
  if (!window) return run
  run.window = window
  const body = renewalReminderSms(cycle.financial_year, cycle.deadline, window, daysLeft)
  const parts = smsSegments(body).segments
  const due = await db
    .select({ id: ngoProfiles.id, contact_phone: ngoProfiles.contact_person_phone, owner_mobile: users.mobile })
    .from(ngoProfiles)
    .leftJoin(users, eq(users.id, ngoProfiles.user_id))
    .where(
      and(
        eq(ngoProfiles.is_verified, true),
        eq(ngoProfiles.status, 'active'),
        // Not submitted: no current submission in the cycle, whatever its state.
        sql`not exists (select 1 from renewal_submissions rs where rs.cycle_id = ${cycle.id} and rs.profile_id = ${ngoProfiles.id} and rs.superseded_by is null)`,
        sql`not exists (select 1 from renewal_reminders_sent rr where rr.cycle_id = ${cycle.id} and rr.profile_id = ${ngoProfiles.id} and rr.window in (${sql.join(
          thisOrLater(window).map((item) => sql`${item}::renewal_reminder_window`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(asc(ngoProfiles.id))
  const recipients = due.flatMap((ngo) => {
    const to = reminderRecipient(ngo.contact_phone, ngo.owner_mobile)
    if (!to) run.noPhone++
    return to ? [{ id: ngo.id, to }] : []
  })
  for (const [index, ngo] of recipients.entries()) {
    const { to } = ngo
    const claimed = await db
      .insert(renewalRemindersSent)
      .values({ profile_id: ngo.id, cycle_id: cycle.id, window, sent_to: to })
      .onConflictDoNothing()
      .returning({ profile_id: renewalRemindersSent.profile_id })
    if (claimed.length === 0) {
      run.alreadySent++
      continue
    }
    const giveBack = () =>
      db.delete(renewalRemindersSent).where(and(eq(renewalRemindersSent.profile_id, ngo.id), eq(renewalRemindersSent.cycle_id, cycle.id), eq(renewalRemindersSent.window, window)))
    if (!(await spendNoticeParts(parts, now))) {
      await giveBack()
      run.unsent = recipients.length - index
      logger.error('renewal reminders stopped: the day’s notice SMS budget is spent; the next run continues', { cycleId: cycle.id, window, unsent: run.unsent })
      break
    }
    try {
      await send({ to, body, purpose: 'notice' })
      run.sent++
    } catch (error) {
      run.failed++
      logger.error('renewal reminder not sent', { profileId: ngo.id, cycleId: cycle.id, window, reason: (error as Error)?.message })
      await giveBack()
      await refundNoticeParts(parts, now)
    }
  }
  return run
}
