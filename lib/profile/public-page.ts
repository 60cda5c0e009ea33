// Everything the read-only profile page /profile/{id} shows, in one read.
// A signed-out visitor reads through the data cache, one entry per profile,
// tagged with the profile and with the reference content (a renamed checklist
// item or document type), kept until a committed change of either. Signed-in
// viewers (who may be the owner or the super administrator, looking at an
// unverified profile, and who also see documents and audit reports) read each
// part through the kept reads of lib/profile/access.ts, shared by every viewer
// the access rule lets through. The change history comes from the audit log,
// written in the same transaction as every write to the profile, so it is
// kept the same way.
import { ApiError } from '@/lib/api/errors'
import type { Viewer } from '@/lib/auth/session'
import { getProfileHistory, withoutPeople, type ProfileHistory, type HistorySectionKey } from '@/lib/audit/history'
import { cached, TAGS } from '@/lib/cache'
import { listDocumentConfigs, listRulesRegulationsPlanConfigs } from '@/lib/content/reference'
import { getAuditReports, getDocuments } from '@/lib/profile/documents'
import { isProfileMember, isSuperAdmin } from '@/lib/profile/access'
import { getProfile, type ApiProfile } from '@/lib/profile/profile'
import { getAnnualBudgets, getAssociates, getOrganizationalStructure, getRulesRegulationsPlans, getSubjectiveManpower } from '@/lib/profile/sections'

type OrganizationalStructure = Awaited<ReturnType<typeof getOrganizationalStructure>>
type StoredRule = Awaited<ReturnType<typeof getRulesRegulationsPlans>>['rulesRegulationsPlans'][number]
type StoredDocument = Awaited<ReturnType<typeof getDocuments>>['documents'][number]

export type StructureRow = OrganizationalStructure['currentOrganizationalStructures'][number]
export type ProfileStructureCounts = OrganizationalStructure['organizationalStructure']
export type ManpowerRow = Awaited<ReturnType<typeof getSubjectiveManpower>>['subjectiveManpowerDetails'][number]
export type BudgetRow = Awaited<ReturnType<typeof getAnnualBudgets>>['annualBudgets'][number]
export type AssociateRow = Awaited<ReturnType<typeof getAssociates>>['associatePartnershipfirmOfficeKeypersons'][number]
export type AuditReportRow = Awaited<ReturnType<typeof getAuditReports>>['auditReports'][number]

/** One line of the checklist: every configured item, and any item of the NGO's own. */
export type ChecklistItem = { key: string; name: string; name_en: string | null; status: number }

/** One line per document type, with the NGO's document when there is one. */
export type DocumentLine = {
  document_config_id: number
  name: string
  name_en: string | null
  mandatory: boolean
  renewal_time_period_in_year: number
  document: Pick<StoredDocument, 'id' | 'file' | 'file_url' | 'valid_till' | 'last_renewal_date' | 'annual_budget_financial_year' | 'is_valid'> | null
}

export type ProfilePage = {
  profile: ApiProfile
  structure: StructureRow[]
  structureCounts: ProfileStructureCounts
  manpower: ManpowerRow[]
  budgets: BudgetRow[]
  associates: AssociateRow[]
  checklist: ChecklistItem[]
  /** Null: not shown to this viewer (signed out). */
  documents: DocumentLine[] | null
  auditReports: AuditReportRow[] | null
  /** When each section last changed and the status changes; documents and audit reports only when those are shown. */
  history: ProfileHistory
}

/** The configured checklist in its order, each with the NGO's answer (unanswered is 0), then the NGO's own items. */
export function mergeChecklist(configs: { id: number; name: string; name_en?: string | null }[], stored: StoredRule[]): ChecklistItem[] {
  const answered = new Map(stored.filter((item) => item.rules_regulations_plan_config_id !== null).map((item) => [item.rules_regulations_plan_config_id, item]))
  const configured = configs.map((config) => ({
    key: `config-${config.id}`,
    name: config.name,
    name_en: config.name_en ?? null,
    status: answered.get(config.id)?.status === 1 ? 1 : 0,
  }))
  const known = new Set(configs.map((config) => config.id))
  const own = stored
    .filter((item) => item.rules_regulations_plan_config_id === null || !known.has(item.rules_regulations_plan_config_id))
    .map((item) => ({ key: `item-${item.id}`, name: item.name, name_en: null, status: item.status === 1 ? 1 : 0 }))
  return [...configured, ...own]
}

export function documentLines(
  configs: { id: number; document_name: string; document_name_en?: string | null; mandatory: boolean; renewal_time_period_in_year: number }[],
  documents: StoredDocument[],
): DocumentLine[] {
  const byConfig = new Map(documents.map((document) => [document.document_config_id, document]))
  const lines: DocumentLine[] = configs.map((config) => {
    const document = byConfig.get(config.id)
    return {
      document_config_id: config.id,
      name: config.document_name,
      name_en: config.document_name_en ?? null,
      mandatory: config.mandatory,
      renewal_time_period_in_year: config.renewal_time_period_in_year,
      document: document ? pickDocument(document) : null,
    }
  })
  return lines
}

function pickDocument(document: StoredDocument): DocumentLine['document'] {
  const { id, file, file_url, valid_till, last_renewal_date, annual_budget_financial_year, is_valid } = document
  return { id, file, file_url, valid_till, last_renewal_date, annual_budget_financial_year, is_valid }
}

async function readSections(viewer: Viewer | null, profileId: number) {
  const [profile, structure, manpower, budgets, associates, rules, ruleConfigs] = await Promise.all([
    getProfile(viewer, profileId),
    getOrganizationalStructure(viewer, profileId),
    getSubjectiveManpower(viewer, profileId),
    getAnnualBudgets(viewer, profileId),
    getAssociates(viewer, profileId),
    getRulesRegulationsPlans(viewer, profileId),
    listRulesRegulationsPlanConfigs(),
  ])
  return {
    profile,
    structure: structure.currentOrganizationalStructures,
    structureCounts: structure.organizationalStructure,
    manpower: manpower.subjectiveManpowerDetails,
    budgets: budgets.annualBudgets,
    associates: associates.associatePartnershipfirmOfficeKeypersons,
    checklist: mergeChecklist(ruleConfigs, rules.rulesRegulationsPlans),
  }
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The public page data of a verified, active profile, or null. Null is cached
 * too, so guessed ids do not reach the database on every request; the
 * profile's creation or verification is a change of its tag like any write.
 */
async function readPublicProfilePage(profileId: number): Promise<ProfilePage | null> {
  try {
    const sections = await readSections(null, profileId)
    return { ...sections, documents: null, auditReports: null, history: await getProfileHistory(profileId, { includePrivate: false }) }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * The whole change history, documents and audit reports included, with who
 * made each change, for signed-in viewers; kept like every read of the
 * profile. Only the NGO's own people and the super administrator get the
 * people (decision 093); the names never change once someone could make a
 * change (an account's details are replaced only before its mobile is verified).
 */
const keptPrivateHistory = cached(
  (profileId: number) => getProfileHistory(profileId, { includePrivate: true, withPeople: true }),
  'profile-history-private',
  (profileId) => [TAGS.profile(profileId)],
  { maxEntries: 5_000 },
)

const cachedPublicProfilePage = cached(readPublicProfilePage, 'public-profile', (id) => [TAGS.profile(id), TAGS.reference])

/**
 * The profile page for this viewer, or null when the profile does not exist
 * or is not theirs to see (an unverified or inactive profile is readable only
 * by its owner and the super administrator).
 */
export async function getProfilePage(viewer: Viewer | null, profileId: number): Promise<ProfilePage | null> {
  if (!viewer) return cachedPublicProfilePage(profileId)
  try {
    const [sections, documents, auditReports, documentConfigs] = await Promise.all([
      readSections(viewer, profileId),
      getDocuments(viewer, profileId),
      getAuditReports(viewer, profileId),
      listDocumentConfigs(),
    ])
    // Read only once the viewer is known to see this profile.
    const kept = await keptPrivateHistory(profileId)
    const history = isSuperAdmin(viewer) || isProfileMember(viewer, profileId) ? kept : withoutPeople(kept)
    return { ...sections, documents: documentLines(documentConfigs, documents.documents), auditReports: auditReports.auditReports, history }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The sections of the page that hold data, whatever the history recorded of them. */
export function filledSections(page: ProfilePage): Set<HistorySectionKey> {
  const filled: [HistorySectionKey, boolean][] = [
    ['profile', true],
    ['target_groups', page.profile.subjective_works.length + page.profile.target_group_categories.length > 0],
    ['associates', page.associates.length > 0],
    ['rules', page.checklist.some((item) => item.status === 1)],
    ['structure', page.structure.length > 0],
    ['manpower', page.manpower.length > 0],
    ['budget', page.budgets.length > 0],
    ['documents', page.documents?.some((line) => line.document?.file) ?? false],
    ['audit_reports', (page.auditReports?.length ?? 0) > 0],
  ]
  return new Set(filled.filter(([, isFilled]) => isFilled).map(([key]) => key))
}
