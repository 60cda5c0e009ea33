// Documents and audit reports of a profile. Both are shown only to signed-in
// viewers (spec section 2); their files are uploaded first (POST ngo/upload)
// and named here by their fileID. Each is a section of the editor with its own
// version (decision 059): a save based on an older one is refused.
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { and, asc, desc, eq } from 'drizzle-orm'
import { auditReports, documentConfigs, financialYears, ngoProfiles, profileDocuments } from '@/db/schema'
import { badRequest, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { fiscalYearLabel, parseFiscalYear, toLatinDigits, toNepaliDigits } from '@/lib/calendar'
import { db, type Executor } from '@/lib/db'
import { claimFile, fileUrl, UPLOAD_MESSAGES } from '@/lib/files/upload'
import { findReadableProfile, lockOwnProfile, requireSignedIn } from '@/lib/profile/access'
import { refreshCompleteness } from '@/lib/profile/completeness-store'
import { documentDates, isDocumentValid, todayInNepal } from '@/lib/profile/document-rules'
import type { AuditReportInput, DocumentInput } from '@/lib/profile/schemas'
import { FINANCIAL_YEAR_NOT_FOUND, type SectionSaveOptions } from '@/lib/profile/sections'
import { claimSectionVersions, withSectionVersion } from '@/lib/profile/versions'

export const FINANCIAL_YEAR_REQUIRED = UPLOAD_MESSAGES.financialYearRequired

async function findFinancialYear(executor: Executor, reference: { id?: number | null; label?: string | number | null }) {
  let yearId = reference.id ?? null
  let label: string | null = null
  if (yearId === null && reference.label !== undefined && reference.label !== null && reference.label !== '') {
    const text = toLatinDigits(String(reference.label)).trim()
    if (/^\d+$/.test(text)) yearId = Number(text)
    else {
      const startYear = parseFiscalYear(text)
      if (startYear === null) throw badRequest(FINANCIAL_YEAR_NOT_FOUND, { annual_budget_financial_year: FINANCIAL_YEAR_NOT_FOUND })
      label = toNepaliDigits(fiscalYearLabel(startYear))
    }
  }
  if (yearId === null && label === null) throw badRequest(FINANCIAL_YEAR_REQUIRED, { annual_budget_financial_year: 'required' })
  const [year] = await executor
    .select({ id: financialYears.id, financial_year: financialYears.financial_year })
    .from(financialYears)
    .where(yearId !== null ? eq(financialYears.id, yearId) : eq(financialYears.financial_year, label!))
  if (!year) throw badRequest(FINANCIAL_YEAR_NOT_FOUND, { annual_budget_financial_year: FINANCIAL_YEAR_NOT_FOUND })
  return year
}

// ---------------------------------------------------------------- documents

async function readDocuments(executor: Executor, profileId: number) {
  return withValidity(await readDocumentRows(executor, profileId))
}

async function readDocumentRows(executor: Executor, profileId: number) {
  return await executor
    .select({
      id: profileDocuments.id,
      document_config_id: profileDocuments.document_config_id,
      name: documentConfigs.document_name,
      mandatory: documentConfigs.mandatory,
      file: profileDocuments.file_id,
      valid_till: profileDocuments.valid_till,
      renewal_time_period_in_year: profileDocuments.renewal_time_period_in_year,
      annual_budget_financial_year_id: profileDocuments.annual_budget_financial_year_id,
      annual_budget_financial_year: financialYears.financial_year,
      last_renewal_date: profileDocuments.last_renewal_date,
    })
    .from(profileDocuments)
    .innerJoin(documentConfigs, eq(documentConfigs.id, profileDocuments.document_config_id))
    .leftJoin(financialYears, eq(financialYears.id, profileDocuments.annual_budget_financial_year_id))
    .where(eq(profileDocuments.profile_id, profileId))
    .orderBy(asc(profileDocuments.document_config_id))
}

/** Whether each document is still valid is a question of today's date, asked on every read (kept rows stay the same for days). */
function withValidity<Row extends { file: string | null; valid_till: string | null }>(rows: Row[]) {
  const today = todayInNepal()
  return rows.map((row) => ({ ...row, file_url: fileUrl(row.file), is_valid: row.file !== null && isDocumentValid(row.valid_till, today) }))
}

const keptDocumentRows = cached((profileId: number) => withSectionVersion(profileId, 'documents', async () => ({ rows: await readDocumentRows(db, profileId) })), 'profile-documents', (profileId) => [TAGS.profile(profileId), TAGS.reference], { maxEntries: 5_000 })

/** GET ngo/{id}/documents, signed-in viewers only. */
export async function getDocuments(viewer: Viewer | null, profileId: number) {
  await findReadableProfile(requireSignedIn(viewer), profileId)
  const { rows, version } = await keptDocumentRows(profileId)
  return { documents: withValidity(rows), version }
}

/**
 * PUT ngo/{id}/document: one document per document type, created or replaced.
 * The renewal period comes from the document type; the last renewal date and
 * the validity follow from the chosen financial year (spec section 9).
 */
export async function saveDocument(viewer: Viewer, profileId: number, input: DocumentInput, options: SectionSaveOptions = {}) {
  const document = await db.transaction(async (tx) => {
    await lockOwnProfile(tx, viewer, profileId)
    const version = await claimSectionVersions(tx, profileId, ['documents'], options.baseVersion)
    const [config] = await tx.select().from(documentConfigs).where(eq(documentConfigs.id, input.document_config_id))
    if (!config) throw badRequest('document_config_id: unknown document type', { document_config_id: 'unknown document type' })
    const year = await findFinancialYear(tx, { id: input.annual_budget_financial_year_id })
    const [existing] = await tx
      .select()
      .from(profileDocuments)
      .where(and(eq(profileDocuments.profile_id, profileId), eq(profileDocuments.document_config_id, config.id)))
    if (input.id) {
      const [named] = await tx
        .select({ id: profileDocuments.id })
        .from(profileDocuments)
        .where(and(eq(profileDocuments.id, input.id), eq(profileDocuments.profile_id, profileId)))
      if (!named) throw notFound('Document Not Found')
      if (named.id !== existing?.id) throw badRequest('id: the document is of another document type', { id: 'is of another document type' })
    }
    const fileId = input.file === undefined ? (existing?.file_id ?? null) : input.file
    if (!fileId) throw badRequest(UPLOAD_MESSAGES.missingFile, { file: 'required' })
    if (fileId !== existing?.file_id) await claimFile(tx, viewer, fileId, { purpose: 'document', profileId })
    const values = {
      name: config.document_name,
      file_id: fileId,
      renewal_time_period_in_year: config.renewal_time_period_in_year,
      annual_budget_financial_year_id: year.id,
      ...documentDates(year.financial_year, config.renewal_time_period_in_year),
      updated_at: new Date(),
    }
    await tx
      .insert(profileDocuments)
      .values({ ...values, profile_id: profileId, document_config_id: config.id })
      .onConflictDoUpdate({ target: [profileDocuments.profile_id, profileDocuments.document_config_id], set: values })
    const documents = await readDocuments(tx, profileId)
    const saved = documents.find((row) => row.document_config_id === config.id)!
    const completeness = await refreshCompleteness(tx, profileId)
    await tx.update(ngoProfiles).set({ updated_at: new Date() }).where(eq(ngoProfiles.id, profileId))
    await recordAudit(tx, {
      actor: viewer,
      action: existing ? 'update' : 'create',
      entity: 'profile_document',
      entityId: saved.id,
      profileId,
      before: existing ?? null,
      after: saved,
    })
    return { document: saved, completeness, version }
  })
  await changesHeard()
  return document
}

// ---------------------------------------------------------------- audit reports

async function readAuditReports(executor: Executor, profileId: number, reportId?: number) {
  const rows = await executor
    .select({
      id: auditReports.id,
      annual_budget_financial_year_id: auditReports.annual_budget_financial_year_id,
      annual_budget_financial_year: financialYears.financial_year,
      file: auditReports.file_id,
      created_at: auditReports.created_at,
      updated_at: auditReports.updated_at,
    })
    .from(auditReports)
    .innerJoin(financialYears, eq(financialYears.id, auditReports.annual_budget_financial_year_id))
    .where(reportId === undefined ? eq(auditReports.profile_id, profileId) : and(eq(auditReports.profile_id, profileId), eq(auditReports.id, reportId)))
    .orderBy(desc(financialYears.financial_year), desc(auditReports.id))
  return rows.map((row) => ({ ...row, file_url: fileUrl(row.file) }))
}

const keptAuditReports = cached((profileId: number) => withSectionVersion(profileId, 'audit-reports', async () => ({ auditReports: await readAuditReports(db, profileId) })), 'profile-audit-reports', (profileId) => [TAGS.profile(profileId), TAGS.reference], { maxEntries: 5_000 })

/** GET ngo/{id}/audit-reports, signed-in viewers only. */
export async function getAuditReports(viewer: Viewer | null, profileId: number) {
  await findReadableProfile(requireSignedIn(viewer), profileId)
  return await keptAuditReports(profileId)
}

async function writeAuditReport(viewer: Viewer, profileId: number, reportId: number | null, input: AuditReportInput, options: SectionSaveOptions) {
  const result = await db.transaction(async (tx) => {
    await lockOwnProfile(tx, viewer, profileId)
    const version = await claimSectionVersions(tx, profileId, ['audit-reports'], options.baseVersion)
    let before: Awaited<ReturnType<typeof readAuditReports>>[number] | undefined
    if (reportId !== null) {
      ;[before] = await readAuditReports(tx, profileId, reportId)
      if (!before) throw notFound('Audit Report Not Found')
    }
    const yearGiven = !!input.annual_budget_financial_year_id || (input.annual_budget_financial_year !== undefined && input.annual_budget_financial_year !== null && input.annual_budget_financial_year !== '')
    const yearId =
      yearGiven || !before
        ? (await findFinancialYear(tx, { id: input.annual_budget_financial_year_id, label: input.annual_budget_financial_year })).id
        : before.annual_budget_financial_year_id
    const fileId = input.file === undefined ? (before?.file ?? null) : input.file
    if (!fileId) throw badRequest(UPLOAD_MESSAGES.missingFile, { file: 'required' })
    if (fileId !== before?.file) await claimFile(tx, viewer, fileId, { purpose: 'audit_report', profileId })
    let id: number
    if (before) {
      await tx
        .update(auditReports)
        .set({ annual_budget_financial_year_id: yearId, file_id: fileId, updated_at: new Date() })
        .where(and(eq(auditReports.id, before.id), eq(auditReports.profile_id, profileId)))
      id = before.id
    } else {
      const [created] = await tx
        .insert(auditReports)
        .values({ profile_id: profileId, annual_budget_financial_year_id: yearId, file_id: fileId })
        .returning({ id: auditReports.id })
      id = created.id
    }
    const [after] = await readAuditReports(tx, profileId, id)
    const completeness = await refreshCompleteness(tx, profileId)
    await tx.update(ngoProfiles).set({ updated_at: new Date() }).where(eq(ngoProfiles.id, profileId))
    await recordAudit(tx, { actor: viewer, action: before ? 'update' : 'create', entity: 'audit_report', entityId: id, profileId, before: before ?? null, after })
    return { auditReport: after, completeness, version }
  })
  await changesHeard()
  return result
}

/** POST ngo/{id}/audit-report: a new row (isNew in the interface). */
export function createAuditReport(viewer: Viewer, profileId: number, input: AuditReportInput, options: SectionSaveOptions = {}) {
  return writeAuditReport(viewer, profileId, null, input, options)
}

/** PUT ngo/{id}/audit-report/{reportId}: only what is sent changes. */
export function updateAuditReport(viewer: Viewer, profileId: number, reportId: number, input: AuditReportInput, options: SectionSaveOptions = {}) {
  return writeAuditReport(viewer, profileId, reportId, input, options)
}
