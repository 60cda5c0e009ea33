// The super administrator's review of renewal submissions (decision 088): the
// queue (oldest first), one submission with what changed since the last
// accepted renewal — or, after a request for changes, since that request —
// and a decision per section. Every decision is checked before anything is
// written and recorded in the action log and the profile's change history in
// the same transaction; a request for changes tells the NGO by one SMS, within
// the day's SMS budget.
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import { auditLog, financialYears, ngoProfiles, renewalCycles, renewalReasons, renewalSectionDecisions, renewalSubmissions, users } from '@/db/schema'
import { badRequest, conflict, notFound } from '@/lib/api/errors'
import type { ChangePerson } from '@/lib/audit/history'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { kathmanduToday } from '@/lib/calendar'
import { changesHeard } from '@/lib/cache'
import { runWrite } from '@/lib/content/write-support'
import { db } from '@/lib/db'
import { logger } from '@/lib/log'
import { sendNoticeSms, type NoticeOutcome } from '@/lib/sms/notice-budget'
import { diffSnapshots, type SectionDiff } from '@/lib/renewals/review-diff'
import { REVIEW_MESSAGES, type DecideInput, type QueueQuery, type SubmissionState } from '@/lib/renewals/review-schemas'
import { changesRequestedSms } from '@/lib/renewals/review-sms'
import { daysBetween } from '@/lib/renewals/standing'
import { readSectionDecisions } from '@/lib/renewals/submissions'
import { reviewSections, type RenewalSnapshot } from '@/lib/renewals/tasks'

export const QUEUE_LIMIT = 200

export type QueueEntry = {
  id: number
  profile_id: number
  name: string
  name_en: string | null
  financial_year: string
  state: SubmissionState
  submitted_at: string
  days_waiting: number
  is_resubmission: boolean
}

/** The current submissions, oldest first, by state and days waiting. */
export async function listReviewQueue(query: QueueQuery, now: Date = new Date()): Promise<{ submissions: QueueEntry[]; total: number }> {
  const conditions: SQL[] = [isNull(renewalSubmissions.superseded_by)]
  if (query.state !== 'all') conditions.push(eq(renewalSubmissions.state, query.state))
  // Days are Kathmandu days: waiting N days means submitted on or before today minus N.
  if (query.min_days > 0) conditions.push(sql`(${renewalSubmissions.submitted_at} at time zone 'Asia/Kathmandu')::date <= ${kathmanduToday(now)}::date - ${query.min_days}::int`)
  const where = and(...conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: renewalSubmissions.id,
        profile_id: renewalSubmissions.profile_id,
        name: ngoProfiles.name,
        name_en: ngoProfiles.name_en,
        financial_year: financialYears.financial_year,
        state: renewalSubmissions.state,
        submitted_at: renewalSubmissions.submitted_at,
        is_resubmission: sql<boolean>`exists (select 1 from ${renewalSubmissions} as previous where previous.superseded_by = ${renewalSubmissions.id})`,
      })
      .from(renewalSubmissions)
      .innerJoin(ngoProfiles, eq(ngoProfiles.id, renewalSubmissions.profile_id))
      .innerJoin(renewalCycles, eq(renewalCycles.id, renewalSubmissions.cycle_id))
      .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
      .where(where)
      .orderBy(asc(renewalSubmissions.submitted_at), asc(renewalSubmissions.id))
      .limit(QUEUE_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(renewalSubmissions).where(where),
  ])
  const today = kathmanduToday(now)
  return {
    total,
    submissions: rows.map((row) => ({ ...row, submitted_at: row.submitted_at.toISOString(), days_waiting: Math.max(0, daysBetween(kathmanduToday(row.submitted_at), today)) })),
  }
}

// ---------------------------------------------------------------- one submission

export type SectionDecisionShown = {
  decision: 'accept' | 'changes'
  reason_id: number | null
  reason: string | null
  reason_en: string | null
  reason_text: string | null
  decided_at: string
  /** The super administrator who decided (decision 093). */
  decided_by: ChangePerson
}
export type SubmissionReview = {
  id: number
  profile_id: number
  name: string
  name_en: string | null
  financial_year: string
  cycle_id: number
  state: SubmissionState
  submitted_at: string
  /** Who of the NGO's people submitted it, with the role they had then (decision 093). */
  submitted_by: ChangePerson
  decided_at: string | null
  /** False once the clerk submitted again: a decision on it is refused. */
  is_current: boolean
  replaced_by: number | null
  /** What the diff compares with: the submission sent back, the last accepted renewal, or nothing. */
  compared_with: { kind: 'request' | 'accepted'; id: number; financial_year: string } | null
  sections: { section: string; decision: SectionDecisionShown | null; earlier_request: SectionDecisionShown | null; diff: SectionDiff }[]
  snapshot: RenewalSnapshot
}

function shownDecision(row: Awaited<ReturnType<typeof readSectionDecisions>> extends Map<string, infer R> ? R : never): SectionDecisionShown {
  return {
    decision: row.decision,
    reason_id: row.reason_id,
    reason: row.reason,
    reason_en: row.reason_en,
    reason_text: row.reason_text,
    decided_at: row.decided_at.toISOString(),
    decided_by: row.decided_by_name === null ? null : { name: row.decided_by_name, role: 'super_admin' },
  }
}

/** Who submitted a submission: its submit entry in the action log names the person and the role they had then. */
async function readSubmitter(submissionId: number): Promise<ChangePerson> {
  const [entry] = await db
    .select({ name: users.name, role: auditLog.actor_role })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(and(eq(auditLog.entity, 'renewal_submission'), eq(auditLog.entity_id, String(submissionId)), eq(auditLog.action, 'submit')))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return entry ? { name: entry.name, role: entry.role ?? '' } : null
}

export async function getSubmissionReview(id: number): Promise<SubmissionReview> {
  const [row] = await db
    .select({
      id: renewalSubmissions.id,
      profile_id: renewalSubmissions.profile_id,
      name: ngoProfiles.name,
      name_en: ngoProfiles.name_en,
      financial_year: financialYears.financial_year,
      cycle_id: renewalSubmissions.cycle_id,
      starts_on: renewalCycles.starts_on,
      state: renewalSubmissions.state,
      submitted_at: renewalSubmissions.submitted_at,
      decided_at: renewalSubmissions.decided_at,
      superseded_by: renewalSubmissions.superseded_by,
      snapshot: renewalSubmissions.snapshot,
    })
    .from(renewalSubmissions)
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, renewalSubmissions.profile_id))
    .innerJoin(renewalCycles, eq(renewalCycles.id, renewalSubmissions.cycle_id))
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .where(eq(renewalSubmissions.id, id))
  if (!row) throw notFound(REVIEW_MESSAGES.submissionNotFound)
  const snapshot = row.snapshot as RenewalSnapshot
  // After a request for changes the reviewer sees only what changed since it.
  const [request] = await db
    .select({ id: renewalSubmissions.id, snapshot: renewalSubmissions.snapshot })
    .from(renewalSubmissions)
    .where(eq(renewalSubmissions.superseded_by, id))
  let comparedWith: SubmissionReview['compared_with'] = null
  let before: RenewalSnapshot | null = null
  if (request) {
    comparedWith = { kind: 'request', id: request.id, financial_year: row.financial_year }
    before = request.snapshot as RenewalSnapshot
  } else {
    const [accepted] = await db
      .select({ id: renewalSubmissions.id, snapshot: renewalSubmissions.snapshot, financial_year: financialYears.financial_year })
      .from(renewalSubmissions)
      .innerJoin(renewalCycles, eq(renewalCycles.id, renewalSubmissions.cycle_id))
      .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
      .where(and(eq(renewalSubmissions.profile_id, row.profile_id), eq(renewalSubmissions.state, 'accepted'), ne(renewalSubmissions.id, id), lt(renewalCycles.starts_on, row.starts_on)))
      .orderBy(desc(renewalCycles.starts_on), desc(renewalSubmissions.id))
      .limit(1)
    if (accepted) {
      comparedWith = { kind: 'accepted', id: accepted.id, financial_year: accepted.financial_year }
      before = accepted.snapshot as RenewalSnapshot
    }
  }
  const [decisions, earlier, submittedBy] = await Promise.all([
    readSectionDecisions(db, id),
    request ? readSectionDecisions(db, request.id) : Promise.resolve(new Map()),
    readSubmitter(id),
  ])
  const diffs = diffSnapshots(before, snapshot)
  return {
    id: row.id,
    profile_id: row.profile_id,
    name: row.name,
    name_en: row.name_en,
    financial_year: row.financial_year,
    cycle_id: row.cycle_id,
    state: row.state,
    submitted_at: row.submitted_at.toISOString(),
    submitted_by: submittedBy,
    decided_at: row.decided_at?.toISOString() ?? null,
    is_current: row.superseded_by === null,
    replaced_by: row.superseded_by,
    compared_with: comparedWith,
    sections: diffs.map((diff) => {
      const decision = decisions.get(diff.section)
      const previous = earlier.get(diff.section)
      return { section: diff.section, decision: decision ? shownDecision(decision) : null, earlier_request: previous?.decision === 'changes' ? shownDecision(previous) : null, diff }
    }),
    snapshot,
  }
}

// ---------------------------------------------------------------- decisions

/** Whether the SMS telling the NGO went out: not when the day's budget is spent, or the NGO has no mobile. */
export type { NoticeOutcome }
export type DecisionResult = { id: number; state: SubmissionState; decided_at: string | null; undecided: string[]; sms: NoticeOutcome | null }

/**
 * Decide sections of a waiting submission. Refused with nothing written: a
 * submission replaced by a newer one or already decided (409), a section not
 * in it or an unknown reason (400). When every section has a decision the
 * submission is accepted (renewed) or sent back for changes.
 */
export async function decideSubmission(viewer: Viewer, id: number, input: DecideInput, now: Date = new Date()): Promise<DecisionResult> {
  const outcome = await runWrite(
    async (tx) => {
      const [submission] = await tx
        .select({ id: renewalSubmissions.id, profile_id: renewalSubmissions.profile_id, state: renewalSubmissions.state, superseded_by: renewalSubmissions.superseded_by, items: renewalCycles.items })
        .from(renewalSubmissions)
        .innerJoin(renewalCycles, eq(renewalCycles.id, renewalSubmissions.cycle_id))
        .where(eq(renewalSubmissions.id, id))
        .for('update', { of: renewalSubmissions })
      if (!submission) throw notFound(REVIEW_MESSAGES.submissionNotFound)
      if (submission.superseded_by !== null) throw conflict(REVIEW_MESSAGES.replaced)
      if (submission.state !== 'submitted') throw conflict(REVIEW_MESSAGES.alreadyDecided)
      const sections = reviewSections((submission.items as string[]) ?? [])
      const unknown = input.decisions.find((decision) => !sections.includes(decision.section))
      if (unknown) throw badRequest(REVIEW_MESSAGES.sectionUnknown, { [unknown.section]: REVIEW_MESSAGES.sectionUnknown })
      const reasonIds = [...new Set(input.decisions.map((decision) => decision.reason_id).filter((reason): reason is number => reason !== null))]
      if (reasonIds.length > 0) {
        const found = await tx.select({ id: renewalReasons.id }).from(renewalReasons).where(inArray(renewalReasons.id, reasonIds)).for('share')
        if (found.length !== reasonIds.length) throw badRequest(REVIEW_MESSAGES.reasonNotFound, { reason_id: REVIEW_MESSAGES.reasonNotFound })
      }
      const decidedAt = new Date(now)
      await tx.insert(renewalSectionDecisions).values(
        input.decisions.map((decision) => ({
          submission_id: id,
          section: decision.section,
          decision: decision.decision,
          // An acceptance carries no reason.
          reason_id: decision.decision === 'changes' ? decision.reason_id : null,
          reason_text: decision.decision === 'changes' ? decision.reason_text : null,
          decided_by: viewer.id,
          decided_at: decidedAt,
        })),
      )
      const latest = await readSectionDecisions(tx, id)
      const undecided = sections.filter((section) => !latest.has(section))
      let state: SubmissionState = 'submitted'
      if (undecided.length === 0) {
        state = [...latest.values()].some((decision) => sections.includes(decision.section) && decision.decision === 'changes') ? 'changes_requested' : 'accepted'
        await tx.update(renewalSubmissions).set({ state, decided_at: decidedAt }).where(eq(renewalSubmissions.id, id))
      }
      await recordAudit(tx, {
        actor: viewer,
        action: state === 'accepted' ? 'accept' : state === 'changes_requested' ? 'request_changes' : 'decide',
        entity: 'renewal_submission',
        entityId: id,
        profileId: submission.profile_id,
        before: { state: 'submitted' },
        after: { state, decisions: input.decisions.map(({ section, decision, reason_id, reason_text }) => ({ section, decision, reason_id, reason_text })) },
      })
      return { profileId: submission.profile_id, result: { id, state, decided_at: state === 'submitted' ? null : decidedAt.toISOString(), undecided } }
    },
    { duplicate: REVIEW_MESSAGES.alreadyDecided },
  )
  await changesHeard()
  const sms = outcome.result.state === 'changes_requested' ? await tellChangesRequested(outcome.profileId, now) : null
  return { ...outcome.result, sms }
}

/**
 * The one SMS of a request for changes. It is the municipality's own sending,
 * like the reminders and notices, so its parts come out of the notice budget
 * (decision 091), never the public's budgets of decision 024: a busy review
 * day never takes a password reset's place. Past that budget the decision
 * stands and the page says the SMS was not sent; an SMS that failed gives its
 * parts back.
 */
async function tellChangesRequested(profileId: number, now: Date): Promise<NoticeOutcome> {
  const [owner] = await db.select({ mobile: users.mobile }).from(ngoProfiles).innerJoin(users, eq(users.id, ngoProfiles.user_id)).where(eq(ngoProfiles.id, profileId))
  const outcome = await sendNoticeSms(owner?.mobile, changesRequestedSms(), now)
  if (outcome === 'over_budget') logger.warn("Renewal notice not sent: the day's notice budget is spent", { profileId })
  return outcome
}
