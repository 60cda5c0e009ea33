// The clerk's renewal and its review (decision 088), through the real
// handlers on a real PostgreSQL: a whole cycle (submit refused while an item
// is missing, submit, changes requested on two sections, resubmit, only the
// change shown, accept, renewed), the snapshot untouched by later edits, and
// every bad input answered clearly with nothing written.
import { and, count, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as readRenewal } from '@/app/api/ngo/[id]/renewal/route'
import { POST as submit } from '@/app/api/ngo/[id]/renewal/submission/route'
import { GET as readSubmission } from '@/app/api/ngo/renewal-submissions/[id]/route'
import { POST as decide } from '@/app/api/ngo/renewal-submissions/[id]/decisions/route'
import { GET as readQueue } from '@/app/api/ngo/renewal-submissions/route'
import { DELETE as deleteReason, PUT as renameReason } from '@/app/api/ngo/renewal-reasons/[id]/route'
import { GET as listReasons, POST as addReason } from '@/app/api/ngo/renewal-reasons/route'
import {
  annualBudgets,
  auditLog,
  documentConfigs,
  financialYears,
  ngoProfiles,
  profileDocuments,
  rateLimitCounters,
  renewalReasons,
  renewalSectionDecisions,
  renewalSubmissions,
  storedFiles,
} from '@/db/schema'
import { getProfileHistory } from '@/lib/audit/history'
import { getViewerFromToken } from '@/lib/auth/session'
import { currentFiscalYear, fiscalYearRange, kathmanduToday, toNepaliDigits } from '@/lib/calendar'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { nepalDay } from '@/lib/sms/budget'
import { openCycle } from '@/lib/renewals/cycles'
import { pastFiscalYear } from '@/lib/renewals/tasks'
import { call } from '@/tests/http'
import { createSignedInUser } from '@/tests/factories'
import { messagesTo } from './auth-support'
import { insertProfile, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let clerk: Awaited<ReturnType<typeof createSignedInUser>>
let profileId: number
let documentTypeId: number
let cycleYear: string
let pastYearId: number
let reasonIds: number[]

const admin = () => roles.superAdmin.headers

async function yearId(label: string) {
  await db.insert(financialYears).values({ financial_year: label }).onConflictDoNothing()
  const [row] = await db.select({ id: financialYears.id }).from(financialYears).where(eq(financialYears.financial_year, label))
  return row.id
}

async function writes() {
  const [[submissions], [decisions], [entries]] = await Promise.all([
    db.select({ n: count() }).from(renewalSubmissions),
    db.select({ n: count() }).from(renewalSectionDecisions),
    db.select({ n: count() }).from(auditLog),
  ])
  return { submissions: submissions.n, decisions: decisions.n, entries: entries.n }
}

async function addDocument(fileId: string, year: number) {
  await db.insert(storedFiles).values({ id: fileId, purpose: 'document', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x', profile_id: profileId })
  await db
    .insert(profileDocuments)
    .values({ profile_id: profileId, document_config_id: documentTypeId, name: 'Tax clearance', file_id: fileId, annual_budget_financial_year_id: year })
    .onConflictDoUpdate({ target: [profileDocuments.profile_id, profileDocuments.document_config_id], set: { file_id: fileId, annual_budget_financial_year_id: year } })
}

beforeAll(async () => {
  roles = await signedInRoles()
  clerk = await createSignedInUser({ role: 'user' })
  cycleYear = toNepaliDigits(currentFiscalYear()!)
  const cycleYearId = await yearId(cycleYear)
  pastYearId = await yearId(pastFiscalYear(cycleYear)!)
  const [documentType] = await db.insert(documentConfigs).values({ document_name: 'नवीकरण जाँच कागजात', document_name_en: 'Renewal review document' }).returning()
  documentTypeId = documentType.id
  const profile = await insertProfile({ user_id: clerk.user.id, status: 'active', is_verified: true, vision: 'Every child in school', head_person_name: 'Sita Sharma' })
  profileId = profile.id
  reasonIds = (
    await db
      .insert(renewalReasons)
      .values([
        { name: 'परीक्षण: कागजात अस्पष्ट', name_en: 'Test: the document is unclear' },
        { name: 'परीक्षण: विवरण अपूर्ण', name_en: 'Test: the details are incomplete' },
      ])
      .returning({ id: renewalReasons.id })
  ).map((row) => row.id)
  const superAdmin = await getViewerFromToken(roles.superAdmin.token)
  await openCycle(superAdmin, {
    financial_year_id: cycleYearId,
    deadline: kathmanduToday(new Date(Date.now() + 30 * 86_400_000)),
    items: [`document:${documentTypeId}`, 'part:annual_budget', 'part:committee'],
  })
})

const params = () => ({ id: String(profileId) })

describe('a whole renewal cycle', () => {
  let firstId: number
  let secondId: number

  it('shows the task list, and refuses Submit while an item is missing, naming each with nothing written', async () => {
    const overview = await call(readRenewal, { headers: clerk.headers, params: params() })
    expect(overview.status, JSON.stringify(overview.json)).toBe(200)
    const renewal = overview.json.data.renewal
    expect(renewal.cycle.financial_year).toBe(cycleYear)
    expect(renewal.sections.map((task: { key: string }) => task.key)).toContain('budget')
    expect(renewal.items).toEqual([
      expect.objectContaining({ key: `document:${documentTypeId}`, state: 'not_started', href: '/profile#section-documents', name_en: 'Renewal review document' }),
      expect.objectContaining({ key: 'part:annual_budget', state: 'not_started', href: '/profile#section-annual-budget' }),
      // Head person carried over from last year; the election date is still asked for.
      expect.objectContaining({ key: 'part:committee', state: 'in_progress', href: '/profile#section-profile' }),
    ])
    const before = await writes()
    const refused = await call(submit, { method: 'POST', headers: clerk.headers, params: params() })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('Complete every item before you submit')
    expect(refused.json.errors).toEqual({
      [`document:${documentTypeId}`]: 'Renewal review document',
      'part:annual_budget': "The past year's annual budget",
      'part:committee': 'The current committee: head person and last election date',
    })
    expect(await writes()).toEqual(before)
  })

  it('accepts the submit once every item is done, and refuses a second one while it waits (409)', async () => {
    await addDocument('renewal-doc-1', await yearId(cycleYear))
    await db.insert(annualBudgets).values({ profile_id: profileId, financial_year_id: pastYearId, fund_received_from_internal_sources: 1000, total_amount: 1000 })
    await db.update(ngoProfiles).set({ head_person_last_elected: '2025-01-10' }).where(eq(ngoProfiles.id, profileId))
    const done = await call(readRenewal, { headers: clerk.headers, params: params() })
    expect(done.json.data.renewal.items.map((task: { state: string }) => task.state)).toEqual(['done', 'done', 'done'])
    expect(done.json.data.renewal.missing).toEqual([])
    const submitted = await call(submit, { method: 'POST', headers: clerk.headers, params: params() })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201)
    expect(submitted.json.message).toBe('Renewal submitted')
    firstId = submitted.json.data.renewalSubmission.id
    const before = await writes()
    const again = await call(submit, { method: 'POST', headers: clerk.headers, params: params() })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('A renewal submission is already waiting for review')
    expect(await writes()).toEqual(before)
    const [entry] = (await db.select().from(auditLog).where(and(eq(auditLog.entity, 'renewal_submission'), eq(auditLog.entity_id, String(firstId)))))
    expect(entry).toMatchObject({ action: 'submit', actor_user_id: clerk.user.id, profile_id: profileId })
  })

  it('keeps the snapshot: an edit after the submit does not change what the reviewer reviews', async () => {
    await db.update(ngoProfiles).set({ vision: 'Every child and adult in school' }).where(eq(ngoProfiles.id, profileId))
    const review = await call(readSubmission, { headers: admin(), params: { id: String(firstId) } })
    expect(review.status).toBe(200)
    expect(review.json.data.renewalSubmission.snapshot.fields.vision).toBe('Every child in school')
    // Nothing accepted before: everything counts as new.
    expect(review.json.data.renewalSubmission.compared_with).toBeNull()
    const profileSection = review.json.data.renewalSubmission.sections.find((section: { section: string }) => section.section === 'profile')
    expect(profileSection.diff.fields.find((field: { field: string }) => field.field === 'vision')).toMatchObject({ before: null, after: 'Every child in school' })
    const documentSection = review.json.data.renewalSubmission.sections.find((section: { section: string }) => section.section === `document:${documentTypeId}`)
    expect(documentSection.diff.documents).toEqual([expect.objectContaining({ kind: 'new' })])
  })

  it('lists the submission in the queue, oldest first, with the filters', async () => {
    const queue = await call(readQueue, { headers: admin() })
    expect(queue.status).toBe(200)
    expect(queue.json.data.renewalSubmissions.map((row: { id: number }) => row.id)).toContain(firstId)
    const waitingLong = await call(readQueue, { headers: admin(), query: { min_days: '3' } })
    expect(waitingLong.json.data.renewalSubmissions.map((row: { id: number }) => row.id)).not.toContain(firstId)
    const accepted = await call(readQueue, { headers: admin(), query: { state: 'accepted' } })
    expect(accepted.json.data.renewalSubmissions).toEqual([])
    const bad = await call(readQueue, { headers: admin(), query: { state: 'lost' } })
    expect(bad.status).toBe(400)
  })

  it('refuses a decision by anyone but the super administrator, an unknown section or reason, and a reason text too long, writing nothing', async () => {
    const body = { decisions: [{ section: 'profile', decision: 'accept' }] }
    const before = await writes()
    expect((await call(decide, { method: 'POST', params: { id: String(firstId) }, body })).status).toBe(401)
    for (const role of [clerk, roles.user, roles.admin]) {
      const refused = await call(decide, { method: 'POST', headers: role.headers, params: { id: String(firstId) }, body })
      expect(refused.status).toBe(403)
      expect((await call(readSubmission, { headers: role.headers, params: { id: String(firstId) } })).status).toBe(403)
      expect((await call(readQueue, { headers: role.headers })).status).toBe(403)
    }
    const refusals: [unknown, number, string][] = [
      [{ decisions: [{ section: 'part:lunch', decision: 'accept' }] }, 400, 'This section is not part of the submission'],
      [{ decisions: [{ section: 'profile', decision: 'changes' }] }, 400, 'decisions.0.reason_id: Choose a reason for the changes'],
      [{ decisions: [{ section: 'profile', decision: 'changes', reason_id: 999_999 }] }, 400, 'Renewal reason not found'],
      [{ decisions: [{ section: 'profile', decision: 'changes', reason_id: reasonIds[0], reason_text: 'x'.repeat(501) }] }, 400, 'decisions.0.reason_text: The explanation must be at most 500 characters'],
      [{ decisions: [] }, 400, 'decisions: Decide at least one section'],
      [{ decisions: [{ section: 'profile', decision: 'maybe' }] }, 400, 'decisions.0.decision: Choose accept or request changes'],
    ]
    for (const [refusedBody, status, message] of refusals) {
      const refused = await call(decide, { method: 'POST', headers: admin(), params: { id: String(firstId) }, body: refusedBody })
      expect(refused.status, JSON.stringify(refusedBody)).toBe(status)
      expect(refused.json.message, JSON.stringify(refusedBody)).toBe(message)
    }
    expect(await writes()).toEqual(before)
  })

  it('requests changes on two sections with reasons: one SMS, those sections back on the task list with the reason', async () => {
    const sent = messagesTo(clerk.user.mobile).length
    const decided = await call(decide, {
      method: 'POST',
      headers: admin(),
      params: { id: String(firstId) },
      body: {
        decisions: [
          { section: 'profile', decision: 'accept' },
          { section: 'part:committee', decision: 'accept' },
          { section: `document:${documentTypeId}`, decision: 'changes', reason_id: reasonIds[0], reason_text: 'The scan is blurred' },
          { section: 'part:annual_budget', decision: 'changes', reason_id: reasonIds[1] },
        ],
      },
    })
    expect(decided.status, JSON.stringify(decided.json)).toBe(200)
    expect(decided.json.data.renewalDecision).toMatchObject({ state: 'changes_requested', undecided: [], sms: 'sent' })
    expect(messagesTo(clerk.user.mobile)).toHaveLength(sent + 1)
    expect(messagesTo(clerk.user.mobile).at(-1)).toMatchObject({ purpose: 'notice' })
    const tasks = (await call(readRenewal, { headers: clerk.headers, params: params() })).json.data.renewal
    expect(tasks.items).toEqual([
      expect.objectContaining({ key: `document:${documentTypeId}`, state: 'changes_requested', change_request: expect.objectContaining({ reason_en: 'Test: the document is unclear', reason_text: 'The scan is blurred' }) }),
      expect.objectContaining({ key: 'part:annual_budget', state: 'changes_requested', change_request: expect.objectContaining({ reason_en: 'Test: the details are incomplete', reason_text: null }) }),
      expect.objectContaining({ key: 'part:committee', state: 'done', change_request: null }),
    ])
    expect(tasks.can_submit).toBe(true)
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'renewal_submission'), eq(auditLog.action, 'request_changes')))
    expect(entry).toMatchObject({ actor_user_id: roles.superAdmin.user.id, profile_id: profileId })
    expect((entry.after as { decisions: unknown[] }).decisions).toHaveLength(4)
    const history = await getProfileHistory(profileId, { includePrivate: true })
    expect(history.sections.find((section) => section.section === 'renewal')?.changed_at).toBe(entry.created_at.toISOString())
    // A reason a decision used is kept.
    const removal = await call(deleteReason, { method: 'DELETE', headers: admin(), params: { id: String(reasonIds[0]) } })
    expect(removal.status).toBe(409)
  })

  it('on resubmission supersedes the old submission and shows the reviewer only what changed since the request', async () => {
    await addDocument('renewal-doc-2', await yearId(cycleYear))
    const resubmitted = await call(submit, { method: 'POST', headers: clerk.headers, params: params() })
    expect(resubmitted.status, JSON.stringify(resubmitted.json)).toBe(201)
    secondId = resubmitted.json.data.renewalSubmission.id
    expect(resubmitted.json.data.renewalSubmission.replaces).toBe(firstId)
    const current = await db.select({ id: renewalSubmissions.id }).from(renewalSubmissions).where(and(eq(renewalSubmissions.profile_id, profileId), isNull(renewalSubmissions.superseded_by)))
    expect(current).toEqual([{ id: secondId }])
    const queue = (await call(readQueue, { headers: admin() })).json.data.renewalSubmissions
    expect(queue.find((row: { id: number }) => row.id === secondId)).toMatchObject({ is_resubmission: true, state: 'submitted', days_waiting: 0 })
    expect(queue.find((row: { id: number }) => row.id === firstId)).toBeUndefined()
    const review = (await call(readSubmission, { headers: admin(), params: { id: String(secondId) } })).json.data.renewalSubmission
    expect(review.compared_with).toEqual({ kind: 'request', id: firstId, financial_year: cycleYear })
    const changed = review.sections.filter((section: { diff: { fields: unknown[]; rows: unknown[]; documents: unknown[] } }) => section.diff.fields.length + section.diff.rows.length + section.diff.documents.length > 0)
    // The vision edited after the first submit, and the replaced document: nothing else.
    expect(changed.map((section: { section: string }) => section.section)).toEqual(['profile', `document:${documentTypeId}`])
    expect(changed[1].diff.documents).toEqual([expect.objectContaining({ kind: 'replaced', before: expect.objectContaining({ file_id: 'renewal-doc-1' }), after: expect.objectContaining({ file_id: 'renewal-doc-2' }) })])
    expect(changed[0].diff.fields[0].words).toEqual([
      { kind: 'same', text: 'Every child ' },
      { kind: 'added', text: 'and adult ' },
      { kind: 'same', text: 'in school' },
    ])
    // What was accepted stays accepted; the sections sent back show their request.
    const byKey = Object.fromEntries(review.sections.map((section: { section: string }) => [section.section, section]))
    expect(byKey['part:committee'].decision).toMatchObject({ decision: 'accept' })
    expect(byKey[`document:${documentTypeId}`].decision).toBeNull()
    expect(byKey[`document:${documentTypeId}`].earlier_request).toMatchObject({ reason_en: 'Test: the document is unclear' })
  })

  it('refuses a decision on the submission the clerk replaced (409, nothing written)', async () => {
    const before = await writes()
    const stale = await call(decide, { method: 'POST', headers: admin(), params: { id: String(firstId) }, body: { decisions: [{ section: 'profile', decision: 'accept' }] } })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe('This submission was replaced by a newer one')
    expect(await writes()).toEqual(before)
  })

  it('accepts the remaining sections: the NGO is renewed for the fiscal year', async () => {
    const decided = await call(decide, {
      method: 'POST',
      headers: admin(),
      params: { id: String(secondId) },
      body: { decisions: [{ section: `document:${documentTypeId}`, decision: 'accept' }] },
    })
    expect(decided.json.data.renewalDecision).toMatchObject({ state: 'submitted', undecided: ['part:annual_budget'], sms: null })
    const last = await call(decide, { method: 'POST', headers: admin(), params: { id: String(secondId) }, body: { decisions: [{ section: 'part:annual_budget', decision: 'accept' }] } })
    expect(last.json.data.renewalDecision).toMatchObject({ state: 'accepted', sms: null })
    const overview = (await call(readRenewal, { headers: clerk.headers, params: params() })).json.data.renewal
    expect(overview.submission).toMatchObject({ id: secondId, state: 'accepted' })
    expect(overview.can_submit).toBe(false)
    const again = await call(submit, { method: 'POST', headers: clerk.headers, params: params() })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('This NGO is already renewed for this fiscal year')
    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity_id, String(secondId)))).map((row) => row.action)
    expect(actions).toEqual(['submit', 'decide', 'accept'])
  })
})

describe('a request for changes past the day\'s SMS budget', () => {
  it('still stands, and says the SMS was not sent', async () => {
    const other = await createSignedInUser({ role: 'user' })
    const profile = await insertProfile({ user_id: other.user.id, status: 'active', is_verified: true, head_person_name: 'Ram', head_person_last_elected: '2025-02-01' })
    await db.insert(annualBudgets).values({ profile_id: profile.id, financial_year_id: pastYearId, total_amount: 10 })
    await db.insert(storedFiles).values({ id: 'renewal-doc-other', purpose: 'document', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x', profile_id: profile.id })
    await db.insert(profileDocuments).values({ profile_id: profile.id, document_config_id: documentTypeId, file_id: 'renewal-doc-other', annual_budget_financial_year_id: await yearId(cycleYear) })
    const submitted = await call(submit, { method: 'POST', headers: other.headers, params: { id: String(profile.id) } })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201)
    // The municipality's own budget for the day (decision 091) already spent by notices.
    const day = nepalDay(new Date())
    await db
      .insert(rateLimitCounters)
      .values({ key: 'sms-daily:notice', window_start: day.start, count: getEnv().SMS_NOTICE_DAILY_LIMIT, expires_at: day.end })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.window_start], set: { count: getEnv().SMS_NOTICE_DAILY_LIMIT } })
    try {
      const decided = await call(decide, {
        method: 'POST',
        headers: admin(),
        params: { id: String(submitted.json.data.renewalSubmission.id) },
        body: { decisions: ['profile', `document:${documentTypeId}`, 'part:annual_budget', 'part:committee'].map((section) => ({ section, decision: 'changes', reason_id: reasonIds[1] })) },
      })
      expect(decided.status).toBe(200)
      expect(decided.json.data.renewalDecision).toMatchObject({ state: 'changes_requested', sms: 'over_budget' })
      expect(messagesTo(other.user.mobile)).toEqual([])
    } finally {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, 'sms-daily:notice'))
    }
  })

  it("spends the municipality's notice budget, never the public's", async () => {
    const other = await createSignedInUser({ role: 'user' })
    const profile = await insertProfile({ user_id: other.user.id, status: 'active', is_verified: true, head_person_name: 'Sita', head_person_last_elected: '2025-02-01' })
    await db.insert(annualBudgets).values({ profile_id: profile.id, financial_year_id: pastYearId, total_amount: 10 })
    await db.insert(storedFiles).values({ id: 'renewal-doc-public', purpose: 'document', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x', profile_id: profile.id })
    await db.insert(profileDocuments).values({ profile_id: profile.id, document_config_id: documentTypeId, file_id: 'renewal-doc-public', annual_budget_financial_year_id: await yearId(cycleYear) })
    const submitted = await call(submit, { method: 'POST', headers: other.headers, params: { id: String(profile.id) } })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201)
    // The public's budgets spent for the day: the municipality's request for changes still goes out.
    const day = nepalDay(new Date())
    await db.insert(rateLimitCounters).values({ key: 'sms-daily:resend', window_start: day.start, count: getEnv().SMS_DAILY_LIMIT, expires_at: day.end })
    try {
      const noticeBefore = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'sms-daily:notice'))
      const decided = await call(decide, {
        method: 'POST',
        headers: admin(),
        params: { id: String(submitted.json.data.renewalSubmission.id) },
        body: { decisions: ['profile', `document:${documentTypeId}`, 'part:annual_budget', 'part:committee'].map((section) => ({ section, decision: 'changes', reason_id: reasonIds[1] })) },
      })
      expect(decided.json.data.renewalDecision).toMatchObject({ state: 'changes_requested', sms: 'sent' })
      expect(messagesTo(other.user.mobile)).toHaveLength(1)
      const noticeAfter = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'sms-daily:notice'))
      expect((noticeAfter[0]?.count ?? 0) - (noticeBefore[0]?.count ?? 0)).toBe(2)
    } finally {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, 'sms-daily:resend'))
    }
  })
})

describe('the reason list', () => {
  it('is the super administrator’s: listed, added, renamed; a duplicate is refused', async () => {
    expect((await call(listReasons, { headers: roles.user.headers })).status).toBe(403)
    const added = await call(addReason, { method: 'POST', headers: admin(), body: { name: 'म्याद सकिएको', name_en: 'Expired' } })
    expect(added.status).toBe(201)
    const id = added.json.data.renewalReason.id
    const renamed = await call(renameReason, { method: 'PUT', headers: admin(), params: { id: String(id) }, body: { name: 'म्याद सकिएको कागजात', name_en: 'Expired document', base_version: 1 } })
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200)
    expect((await call(addReason, { method: 'POST', headers: admin(), body: { name: 'म्याद सकिएको कागजात' } })).status).toBe(409)
    const list = await call(listReasons, { headers: admin() })
    expect(list.json.data.renewalReasons.map((row: { name_en: string }) => row.name_en)).toContain('Expired document')
    expect((await call(deleteReason, { method: 'DELETE', headers: admin(), params: { id: String(id) } })).status).toBe(200)
  })
})

describe('the general assembly item', () => {
  it('is done when the last general assembly falls in the past fiscal year or later', async () => {
    const { itemState } = await import('@/lib/renewals/tasks')
    const past = fiscalYearRange(pastFiscalYear(cycleYear)!)!
    const snapshot = (date: string | null) => ({ financial_year: cycleYear, fields: { last_annual_meet_or_adheebesan_date: date }, tables: { associates: [], structure: [], budgets: [] }, documents: [] })
    expect(itemState('part:general_assembly', snapshot(null))).toBe('not_started')
    expect(itemState('part:general_assembly', snapshot('2001-01-01'))).toBe('in_progress')
    expect(itemState('part:general_assembly', snapshot(past.from))).toBe('done')
  })
})
