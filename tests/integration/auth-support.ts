// Helpers for the auth tests: the SMS outbox of the console provider, and
// moving stored timestamps back instead of waiting.
import fs from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { requestAttempts, sessions, smsCodes, users } from '@/db/schema'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'

export type OutboxLine = { to: string; body: string; purpose: string; at: string }

export function outbox(): OutboxLine[] {
  const file = getEnv().SMS_OUTBOX_FILE
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
}

export function messagesTo(mobile: string): OutboxLine[] {
  return outbox().filter((line) => line.to === mobile)
}

export function lastMessageTo(mobile: string): OutboxLine | undefined {
  return messagesTo(mobile).at(-1)
}

/** The 6-digit code of the newest SMS to this mobile. */
export function lastCodeTo(mobile: string): string {
  const message = lastMessageTo(mobile)
  const code = message?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code was sent to ${mobile}`)
  return code
}

export function codeRows(mobile: string) {
  return db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(smsCodes.id)
}

export function userByMobile(mobile: string) {
  return db.select().from(users).where(eq(users.mobile, mobile)).then((rows) => rows[0])
}

export function sessionsOf(userId: number) {
  return db.select().from(sessions).where(eq(sessions.user_id, userId)).orderBy(sessions.created_at)
}

/** Pretends the codes of this mobile were sent `seconds` earlier. */
export async function ageCodes(mobile: string, seconds: number) {
  await db
    .update(smsCodes)
    .set({
      created_at: sql`${smsCodes.created_at} - make_interval(secs => ${seconds})`,
      expires_at: sql`${smsCodes.expires_at} - make_interval(secs => ${seconds})`,
    })
    .where(eq(smsCodes.mobile, mobile))
}

/** Pretends every counted sign-in try of this mobile happened `seconds` earlier. */
export async function ageSignInCounters(mobile: string, seconds: number) {
  await db
    .update(requestAttempts)
    .set({ attempted_at: sql`${requestAttempts.attempted_at} - make_interval(secs => ${seconds})` })
    .where(and(eq(requestAttempts.kind, 'sign-in'), eq(requestAttempts.subject, mobile)))
}

/** A cookie jar of one: the value of the session cookie a response set. */
export function sessionCookieFrom(headers: Headers): string | undefined {
  const header = headers.get('set-cookie') ?? ''
  const match = header.match(/ngo_session=([^;]*)/)
  return match ? decodeURIComponent(match[1]!) : undefined
}
