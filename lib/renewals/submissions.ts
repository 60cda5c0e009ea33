// The clerk's side of the yearly renewal (decision 088): the task list of the
// profile's sections and the cycle's items with their states, and the submit
// that keeps a snapshot of the profile. A submission is what the reviewer
// reviews: edits made after it change nothing there until the clerk submits
// again. Every refusal writes nothing.
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import {
  auditReports,
  currentOrganizationalStructures,
  documentConfigs,
  financialYears,
  ngoProfiles,
  profileDocuments,
  renewalCycles,
  renewalReasons,
  renewalSectionDecisions,
  renewalSubmissions,
  subjectiveManpowerDetails,
  users,
} from '@/db/schema'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { kathmanduToday } from '@/lib/calendar'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { runWrite } from '@/lib/content/write-support'
import { db, type Executor } from '@/lib/db'
import { findReadableProfile, lockOwnProfile, PROFILE_NOT_FOUND } from '@/lib/profile/access'
import { readAnnualBudgets, readAssociates } from '@/lib/profile/sections'
import { REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'
import type { RenewalItem } from '@/lib/renewals/schemas'
import {
  itemHref,
  itemLabel,
  itemState,
  PROFILE_SECTIONS,
  reviewSections,
  sectionAnchor,
  SNAPSHOT_FIELDS,
  type ProfileSectionKey,
  type RenewalSnapshot,
  type TaskState,
} from '@/lib/renewals/tasks'

export type CycleInForce = { id: number; financial_year: string; starts_on: string; deadline: string; state: 'open' | 'closed'; items: RenewalItem[] }

/** The cycle in force today (the newest that has started), read fresh: a submit must see a close at once. */
export async function readCycleInForce(executor: Executor, today: string): Promise<CycleInForce | null> {
  const [cycle] = await executor
    .select({
      id: renewalCycles.id,
      financial_year: financialYears.financial_year,
      starts_on: renewalCycles.starts_on,
      deadline: renewalCycles.deadline,
      state: renewalCycles.state,
      items: renewalCycles.items,
    })
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .where(lte(renewalCycles.starts_on, today))
    .orderBy(desc(renewalCycles.starts_on), desc(renewalCycles.id))
    .limit(1)
  return cycle ? { ...cycle, items: (Array.isArray(cycle.items) ? cycle.items : []) as RenewalItem[] } : null
}

/** Columns of a structure row that say nothing the reviewer reviews. */
const STRUCTURE_BOOKKEEPING = new Set(['id', 'profile_id', 'organizational_structure_config_id', 'position'])

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** The profile as the review sees it, read inside the caller's transaction. */
export async function readSnapshot(executor: Executor, profileId: number, cycle: Pick<CycleInForce, 'financial_year' | 'items'>): Promise<RenewalSnapshot> {
  const [profile] = await executor.select().from(ngoProfiles).where(eq(ngoProfiles.id, profileId))
  // One after another: inside a transaction the queries share one connection.
  // The section reads of the editor, without the row ids a save renews.
  const associates = (await readAssociates(executor, profileId)).map((row) => ({ org_office_keyperson: row.org_office_keyperson, objectives_program: row.objectives_program }))
  const structure = await executor.select().from(currentOrganizationalStructures).where(eq(currentOrganizationalStructures.profile_id, profileId)).orderBy(asc(currentOrganizationalStructures.position), asc(currentOrganizationalStructures.id))
  const budgets = (await readAnnualBudgets(executor, profileId)).map((row) => ({
    financial_year: row.financial_year,
    fund_received_from_internal_sources: row.fund_received_from_internal_sources,
    internal_source: row.internal_source,
    fund_received_from_external_bodies: row.fund_received_from_external_bodies,
    external_body: row.external_body,
    total_amount: row.total_amount,
  }))
  const documents = await executor
      .select({
        document_config_id: profileDocuments.document_config_id,
        type_name: documentConfigs.document_name,
        type_name_en: documentConfigs.document_name_en,
        name: profileDocuments.name,
        file_id: profileDocuments.file_id,
        valid_till: profileDocuments.valid_till,
        financial_year: financialYears.financial_year,
      })
      .from(profileDocuments)
      .innerJoin(documentConfigs, eq(documentConfigs.id, profileDocuments.document_config_id))
      .leftJoin(financialYears, eq(financialYears.id, profileDocuments.annual_budget_financial_year_id))
      .where(eq(profileDocuments.profile_id, profileId))
      .orderBy(asc(profileDocuments.document_config_id))
  const fields = Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, text(profile?.[field as keyof typeof profile])]))
  // Rows are matched across snapshots by what names them, so a row edited in place reads "changed".
  const seen = new Map<string, number>()
  const keyed = (key: string) => {
    const n = (seen.get(key) ?? 0) + 1
    seen.set(key, n)
    return n === 1 ? key : `${key} (${n})`
  }
  const snapshot: Omit<RenewalSnapshot, 'item_states'> = {
    financial_year: cycle.financial_year,
    items: cycle.items,
    fields,
    tables: {
      associates: associates.map((row) => ({ key: keyed(`associates:${row.org_office_keyperson ?? ''}`), values: row })),
      structure: structure.map((row) => ({
        key: keyed(`structure:${row.ethnicity}:${row.name}`),
        values: Object.fromEntries(Object.entries(row).filter(([column]) => !STRUCTURE_BOOKKEEPING.has(column))),
      })),
      budgets: budgets.map((row) => ({ key: keyed(`budgets:${row.financial_year}`), values: row })),
    },
    documents,
  }
  const item_states = Object.fromEntries(cycle.items.map((item) => [item, itemState(item, snapshot)]))
  return { ...snapshot, item_states }
}

// ---------------------------------------------------------------- the task list

export type ChangeRequest = { reason_id: number | null; reason: string | null; reason_en: string | null; reason_text: string | null }
export type RenewalTask = {
  key: string
  /** An English label key, or a document type's Nepali name (with name_en beside it). */
  label: string
  name_en: string | null
  is_document: boolean
  href: string
  state: TaskState
  change_request: ChangeRequest | null
}
export type CurrentSubmission = { id: number; state: 'submitted' | 'changes_requested' | 'accepted'; submitted_at: string; decided_at: string | null }
export type RenewalOverview = {
  cycle: Omit<CycleInForce, 'items'> | null
  /** Whether the clerk can submit now: an open cycle, a verified profile and no submission waiting or accepted. */
  can_submit: boolean
  is_verified: boolean
  sections: RenewalTask[]
  items: RenewalTask[]
  submission: CurrentSubmission | null
  missing: string[]
}

async function readCurrentSubmission(executor: Executor, cycleId: number, profileId: number, lock = false) {
  const query = executor
    .select({ id: renewalSubmissions.id, state: renewalSubmissions.state, submitted_at: renewalSubmissions.submitted_at, decided_at: renewalSubmissions.decided_at })
    .from(renewalSubmissions)
    .where(and(eq(renewalSubmissions.cycle_id, cycleId), eq(renewalSubmissions.profile_id, profileId), isNull(renewalSubmissions.superseded_by)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** The latest decision of each section of a submission, with its reason's names. */
export async function readSectionDecisions(executor: Executor, submissionId: number) {
  const rows = await executor
    .select({
      id: renewalSectionDecisions.id,
      section: renewalSectionDecisions.section,
      decision: renewalSectionDecisions.decision,
      reason_id: renewalSectionDecisions.reason_id,
      reason: renewalReasons.name,
      reason_en: renewalReasons.name_en,
      reason_text: renewalSectionDecisions.reason_text,
      decided_by: renewalSectionDecisions.decided_by,
      decided_by_name: users.name,
      decided_at: renewalSectionDecisions.decided_at,
    })
    .from(renewalSectionDecisions)
    .leftJoin(renewalReasons, eq(renewalReasons.id, renewalSectionDecisions.reason_id))
    .leftJoin(users, eq(users.id, renewalSectionDecisions.decided_by))
    .where(eq(renewalSectionDecisions.submission_id, submissionId))
    .orderBy(asc(renewalSectionDecisions.id))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) latest.set(row.section, row)
  return latest
}

/** Which editor section a review section sends the clerk back to. */
function taskKeyOfSection(section: string): string {
  return section === 'profile' ? 'profile' : section
}

function profileSectionState(key: ProfileSectionKey, profile: typeof ngoProfiles.$inferSelect, counts: { manpower: number; auditReports: number }): TaskState {
  const flag = (value: number) => (value === 1 ? 'done' : 'not_started')
  switch (key) {
    case 'profile':
      return flag(profile.complete_ngo_profile)
    case 'vision': {
      const set = [profile.vision, profile.mission, profile.goal, profile.objectives].filter((value) => value && value.trim() !== '').length
      return set === 4 ? 'done' : set > 0 ? 'in_progress' : 'not_started'
    }
    case 'programs':
      return profile.complete_thematic_scope && profile.complete_target_group ? 'done' : profile.complete_thematic_scope || profile.complete_target_group ? 'in_progress' : 'not_started'
    case 'associates':
      return flag(profile.complete_associate_partnershipfirm_office_keyperson)
    case 'rules':
      return flag(profile.complete_rules_regulations_plan)
    case 'structure':
      return flag(profile.complete_current_organizational_structure)
    case 'manpower':
      return counts.manpower > 0 ? 'done' : 'not_started'
    case 'budget':
      return flag(profile.complete_annual_budget)
    case 'documents':
      return flag(profile.complete_document)
    case 'audit_reports':
      return counts.auditReports > 0 ? 'done' : 'not_started'
  }
}

/** A task as the profile's data leaves it, before a request for changes marks it. */
type BaseTask = Omit<RenewalTask, 'change_request'>
type KeptOverview = Omit<RenewalOverview, 'sections' | 'items'> & { sections: BaseTask[]; items: BaseTask[] }

/**
 * The task list without the reviewer's requests, kept per profile and day
 * (decision 012): a render of the editor or of a profile would otherwise read
 * the profile's row, two counts, the cycle and, while a cycle is open, the
 * whole snapshot (about ten queries). Its tags cover every table it reads:
 * the profile's rows and submissions (`profile:id`), the cycles (which
 * announce `profile:*`), the document types and fiscal years (`reference`).
 * The day is in the key: which cycle is in force and which document is
 * still valid follow the date.
 */
const keptOverview = cached(
  async (profileId: number, today: string): Promise<KeptOverview | null> => {
    const [profile] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profileId))
    if (!profile) return null
    const [[manpower], [reports]] = await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(subjectiveManpowerDetails).where(eq(subjectiveManpowerDetails.profile_id, profileId)),
      db.select({ n: sql<number>`count(*)::int` }).from(auditReports).where(eq(auditReports.profile_id, profileId)),
    ])
    const cycle = await readCycleInForce(db, today)
    const submission = cycle ? await readCurrentSubmission(db, cycle.id, profileId) : null
    const sections: BaseTask[] = PROFILE_SECTIONS.map((section) => ({
      key: section.key,
      label: section.title,
      name_en: null,
      is_document: false,
      href: `/profile#${sectionAnchor(section.title)}`,
      state: profileSectionState(section.key, profile, { manpower: manpower.n, auditReports: reports.n }),
    }))
    let items: BaseTask[] = []
    let missing: string[] = []
    if (cycle && cycle.state === 'open') {
      const snapshot = await readSnapshot(db, profileId, cycle)
      const types = await db.select({ id: documentConfigs.id, document_name: documentConfigs.document_name, document_name_en: documentConfigs.document_name_en }).from(documentConfigs)
      items = cycle.items.map((item) => ({ key: item, ...itemLabel(item, types), href: itemHref(item), state: snapshot.item_states[item] }))
      missing = cycle.items.filter((item) => snapshot.item_states[item] !== 'done')
    }
    return {
      cycle: cycle && { id: cycle.id, financial_year: cycle.financial_year, starts_on: cycle.starts_on, deadline: cycle.deadline, state: cycle.state },
      can_submit: !!cycle && cycle.state === 'open' && profile.is_verified && (!submission || submission.state === 'changes_requested'),
      is_verified: profile.is_verified,
      sections,
      items,
      submission: submission && { ...submission, submitted_at: submission.submitted_at.toISOString(), decided_at: submission.decided_at?.toISOString() ?? null },
      missing,
    }
  },
  'renewal-overview',
  (profileId) => [TAGS.profile(profileId), TAGS.reference],
  { maxEntries: 5_000 },
)

/** The task list of a profile: its owner and the super administrator read it. */
export async function getRenewalOverview(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<RenewalOverview> {
  const access = await findReadableProfile(viewer, profileId)
  if (!access.canManage) throw new ApiError(403, 'Forbidden')
  const kept = await keptOverview(profileId, kathmanduToday(now))
  // Deleted between the access check and the read.
  if (!kept) throw notFound(PROFILE_NOT_FOUND)
  // The requests of a review are read fresh: their reasons' wording is reference
  // content that announces no change, and only a submission sent back has any.
  const decisions = kept.submission?.state === 'changes_requested' ? await readSectionDecisions(db, kept.submission.id) : new Map()
  const requestOf = (key: string): ChangeRequest | null => {
    const decision = [...decisions.values()].find((row) => row.decision === 'changes' && taskKeyOfSection(row.section) === key)
    return decision ? { reason_id: decision.reason_id, reason: decision.reason, reason_en: decision.reason_en, reason_text: decision.reason_text } : null
  }
  // New objects each time: the kept ones are shared by every request.
  const marked = (task: BaseTask): RenewalTask => {
    const request = requestOf(task.key)
    return { ...task, state: request ? 'changes_requested' : task.state, change_request: request }
  }
  return {
    ...kept,
    cycle: kept.cycle && { ...kept.cycle },
    submission: kept.submission && { ...kept.submission },
    sections: kept.sections.map(marked),
    items: kept.items.map(marked),
    missing: [...kept.missing],
  }
}

// ---------------------------------------------------------------- submit

export type SubmitResult = { id: number; state: 'submitted'; submitted_at: string; replaces: number | null }

/**
 * Submit the renewal of the cycle in force: refused while an item is missing
 * (400, each missing item named in `errors` under its item key), while a
 * submission waits or is accepted (409), or when no cycle is open. After a
 * request for changes the new submission supersedes the old one, and the
 * sections the reviewer accepted stay accepted.
 */
export async function submitRenewal(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<SubmitResult> {
  const result = await runWrite(async (tx) => {
    const profile = await lockOwnProfile(tx, viewer, profileId)
    const cycle = await readCycleInForce(tx, kathmanduToday(now))
    if (!cycle || cycle.state !== 'open') throw conflict(REVIEW_MESSAGES.noOpenCycle)
    if (!profile.is_verified) throw conflict(REVIEW_MESSAGES.notVerified)
    const current = await readCurrentSubmission(tx, cycle.id, profileId, true)
    if (current?.state === 'submitted') throw conflict(REVIEW_MESSAGES.alreadyWaiting)
    if (current?.state === 'accepted') throw conflict(REVIEW_MESSAGES.alreadyRenewed)
    const snapshot = await readSnapshot(tx, profileId, cycle)
    const missing = cycle.items.filter((item) => snapshot.item_states[item] !== 'done')
    if (missing.length > 0) {
      const types = await tx.select({ id: documentConfigs.id, document_name: documentConfigs.document_name, document_name_en: documentConfigs.document_name_en }).from(documentConfigs)
      throw new ApiError(400, REVIEW_MESSAGES.missingItems, {
        errors: Object.fromEntries(missing.map((item) => [item, itemLabel(item, types).name_en ?? itemLabel(item, types).label])),
      })
    }
    const submittedAt = new Date(now)
    let id: number
    if (current) {
      // The one current submission per NGO and cycle is a partial unique index
      // on superseded_by is null, and superseded_by points at a row that must
      // exist: the new row first points at itself (outside the index), the old
      // row then points at it, and the new row becomes the current one.
      const [{ next }] = (await tx.execute(sql`select nextval(pg_get_serial_sequence('renewal_submissions', 'id'))::int as next`)).rows as { next: number }[]
      id = next
      await tx.insert(renewalSubmissions).values({ id, cycle_id: cycle.id, profile_id: profileId, snapshot, submitted_by: viewer.id, submitted_at: submittedAt, superseded_by: id })
      await tx.update(renewalSubmissions).set({ superseded_by: id }).where(eq(renewalSubmissions.id, current.id))
      await tx.update(renewalSubmissions).set({ superseded_by: null }).where(eq(renewalSubmissions.id, id))
      // What the reviewer accepted stays accepted: only the sections sent back are reviewed again.
      const accepted = [...(await readSectionDecisions(tx, current.id)).values()].filter((decision) => decision.decision === 'accept' && reviewSections(cycle.items).includes(decision.section))
      if (accepted.length > 0) {
        await tx.insert(renewalSectionDecisions).values(
          accepted.map((decision) => ({ submission_id: id, section: decision.section, decision: 'accept' as const, decided_by: decision.decided_by, decided_at: decision.decided_at })),
        )
      }
    } else {
      const [created] = await tx
        .insert(renewalSubmissions)
        .values({ cycle_id: cycle.id, profile_id: profileId, snapshot, submitted_by: viewer.id, submitted_at: submittedAt })
        .returning({ id: renewalSubmissions.id })
      id = created.id
    }
    const result: SubmitResult = { id, state: 'submitted', submitted_at: submittedAt.toISOString(), replaces: current?.id ?? null }
    await recordAudit(tx, {
      actor: viewer,
      action: 'submit',
      entity: 'renewal_submission',
      entityId: id,
      profileId,
      after: { ...result, cycle_id: cycle.id, financial_year: cycle.financial_year, items: cycle.items },
    })
    return result
    // Two submits at once: the profile's lock orders them, and the unique index would say so too.
  }, { duplicate: REVIEW_MESSAGES.alreadyWaiting })
  await changesHeard()
  return result
}

/** What "check your answers" shows: the task list and the profile as a submit now would keep it. */
export async function getRenewalCheck(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<{ overview: RenewalOverview; snapshot: RenewalSnapshot | null }> {
  const overview = await getRenewalOverview(viewer, profileId, now)
  const cycle = overview.cycle?.state === 'open' ? await readCycleInForce(db, kathmanduToday(now)) : null
  return { overview, snapshot: cycle ? await readSnapshot(db, profileId, cycle) : null }
}
