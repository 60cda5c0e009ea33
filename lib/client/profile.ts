// Client-side helpers of the own-profile editor: the shapes the page hands to
// it, file checks before an upload (the server checks again by content),
// the upload call, and the text of number inputs. No I/O except the
// upload, which goes through apiFetch like every other call.
import { pageDigits, toLatinDigits } from '@/lib/calendar'
import { apiFetch } from '@/lib/client/api'
import type { Language } from '@/lib/i18n/shared'
import type { Completeness } from '@/lib/profile/completeness'
import type { getAuditReports, getDocuments } from '@/lib/profile/documents'
import type { ApiProfile } from '@/lib/profile/profile'
import type { ProfileSection } from '@/lib/profile/versions'
import type { getAnnualBudgets, getAssociates, getOrganizationalStructure, getRulesRegulationsPlans, getSubjectiveManpower } from '@/lib/profile/sections'

// ---------------------------------------------------------------- what the page hands over

type Data<Read extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Read>>

export type EditorProfile = ApiProfile
export type StructureRow = Data<typeof getOrganizationalStructure>['currentOrganizationalStructures'][number]
export type ManpowerRow = Data<typeof getSubjectiveManpower>['subjectiveManpowerDetails'][number]
export type BudgetRow = Data<typeof getAnnualBudgets>['annualBudgets'][number]
export type AssociateRow = Data<typeof getAssociates>['associatePartnershipfirmOfficeKeypersons'][number]
export type RulesRow = Data<typeof getRulesRegulationsPlans>['rulesRegulationsPlans'][number]
export type DocumentRow = Data<typeof getDocuments>['documents'][number]
export type AuditReportRow = Data<typeof getAuditReports>['auditReports'][number]

/** Reference rows carry an optional English name (lib/i18n/local-name.ts). */
export type NamedOption = { id: number; name: string; name_en?: string | null }
export type FinancialYearOption = { id: number; financial_year: string }
export type DocumentConfig = { id: number; document_name: string; document_name_en?: string | null; renewal_time_period_in_year: number; mandatory: boolean }
export type StructureConfig = { id: number; name: string; name_en?: string | null; ethnicity: string }
export type WardOption = { id: number; number: number; name: string; name_en?: string | null }

/** Reference lists every form needs. */
export type EditorReference = {
  organizationTypes: { id: number; type: string; type_en?: string | null }[]
  financialYears: FinancialYearOption[]
  thematicScopes: NamedOption[]
  targetGroups: NamedOption[]
  documentConfigs: DocumentConfig[]
  structureConfigs: StructureConfig[]
  rulesConfigs: NamedOption[]
  /** The municipality's wards, in number order (decision 098). */
  wards: WardOption[]
  /** Names these lists by their content: the page sends it, the browser loads the lists from /reference/{version} (decision 107). */
  version: string
}

/** The viewer's own profile and its sections; null before the first save. */
export type EditorSections = {
  profile: EditorProfile
  completeness: Completeness
  structureRows: StructureRow[]
  manpowerRows: ManpowerRow[]
  budgetRows: BudgetRow[]
  associateRows: AssociateRow[]
  rulesRows: RulesRow[]
  documents: DocumentRow[]
  auditReports: AuditReportRow[]
  /** Each section's version as read, which its save sends back (decision 059). */
  versions: Partial<Record<ProfileSection, number>>
}

/** The upload API's limit and messages, checked before sending. */
export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES as FILE_MESSAGES } from '@/lib/files/limits'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES as FILE_MESSAGES } from '@/lib/files/limits'
/** The profile API's answer when the DAO registration number differs from the account's (spec section 8). */
export { DAO_MISMATCH_MESSAGE } from '@/lib/profile/normalize'

export type FileKind = 'logo' | 'document' | 'audit_report'

const PDF = 'application/pdf'

/** Spec section 5: the message for a file that may not be uploaded as `kind`, or null. */
export function checkUploadFile(file: Pick<File, 'type' | 'size'>, kind: FileKind): string | null {
  const type = file.type.toLowerCase()
  const isImage = type.startsWith('image/')
  if (kind === 'logo' && !isImage) return FILE_MESSAGES.logoType
  if (kind === 'document' && !isImage && type !== PDF) return FILE_MESSAGES.documentType
  if (kind === 'audit_report' && type !== PDF) return FILE_MESSAGES.auditReportType
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooLarge
  return null
}

/** Spec section 7: a timestamp plus the original name without its extension. */
export function uploadFileName(name: string, now: number = Date.now()): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/\.[^.]*$/, '').replace(/\.\./g, '').trim()
  return `${now}${base ? `-${base}` : ''}`.slice(0, 200)
}

/**
 * POST ngo/upload. `target` is the profile id (a document), 'logo', or
 * 'audit-report/{year}'. Resolves to the stored file's id (`data.fileID`).
 */
export async function uploadFile(file: File, target: string): Promise<string> {
  const form = new FormData()
  form.set('image', file)
  form.set('id', target)
  form.set('file_name', uploadFileName(file.name))
  const { data } = await apiFetch<{ fileID: string }>('ngo/upload', { method: 'POST', body: form })
  return data.fileID
}

/**
 * What a person typed in a number field, as a number: Nepali digits and
 * grouping commas are accepted; blank or anything else is null.
 */
export function parseTypedNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const text = toLatinDigits(value).replace(/,/g, '').trim()
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

/** A stored number as the starting text of an input, in the viewer's digits ('' for none or 0 when `blankZero`). */
export function numberInputText(value: number | null | undefined, language: Language, blankZero = false): string {
  if (value === null || value === undefined || (blankZero && value === 0)) return ''
  return pageDigits(value, language)
}

/** Sum of typed numbers, in paise so 0.1 + 0.2 is 0.3; blanks count as 0. */
export function sumTyped(...values: (string | number | null | undefined)[]): number {
  return values.reduce<number>((total, value) => total + Math.round((parseTypedNumber(value) ?? 0) * 100), 0) / 100
}
