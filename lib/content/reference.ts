// Reads of the reference content every form and page needs. Each row carries
// its version, which an edit sends back (decision 059).
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import {
  documentConfigs,
  financialYears,
  options,
  organizationalStructureConfigs,
  organizationTypes,
  rulesRegulationsPlanConfigs,
  translations,
} from '@/db/schema'
import { db } from '@/lib/db'
import type { OptionType } from '@/lib/content/schemas'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { cached, TAGS } from '@/lib/cache'

async function readOrganizationTypes() {
  return await db
    .select({ id: organizationTypes.id, type: organizationTypes.type, type_en: organizationTypes.type_en, version: organizationTypes.version })
    .from(organizationTypes)
    .orderBy(asc(organizationTypes.id))
}

/** Newest first; `value` is the label a select shows. */
async function readFinancialYears() {
  const rows = await db
    .select({ id: financialYears.id, financial_year: financialYears.financial_year, from: financialYears.from, to: financialYears.to, version: financialYears.version })
    .from(financialYears)
    .orderBy(asc(financialYears.financial_year))
  return rows.reverse().map((row) => ({ ...row, value: row.financial_year }))
}

async function readOptions(type: OptionType, filter: { activeOnly?: boolean } = {}) {
  const conditions: SQL[] = [eq(options.type, type)]
  if (filter.activeOnly) conditions.push(eq(options.active, true))
  return await db
    .select({ id: options.id, name: options.name, name_en: options.name_en, type: options.type, active: options.active, version: options.version })
    .from(options)
    .where(and(...conditions))
    .orderBy(asc(options.id))
}

async function readDocumentConfigs() {
  return await db
    .select({
      id: documentConfigs.id,
      document_name: documentConfigs.document_name,
      document_name_en: documentConfigs.document_name_en,
      renewal_time_period_in_year: documentConfigs.renewal_time_period_in_year,
      mandatory: documentConfigs.mandatory,
      version: documentConfigs.version,
    })
    .from(documentConfigs)
    .orderBy(asc(documentConfigs.id))
}

async function readOrganizationalStructureConfigs() {
  return await db
    .select({
      id: organizationalStructureConfigs.id,
      name: organizationalStructureConfigs.name,
      name_en: organizationalStructureConfigs.name_en,
      ethnicity: organizationalStructureConfigs.ethnicity,
      version: organizationalStructureConfigs.version,
    })
    .from(organizationalStructureConfigs)
    .orderBy(asc(organizationalStructureConfigs.ethnicity), asc(organizationalStructureConfigs.id))
}

async function readRulesRegulationsPlanConfigs() {
  return await db
    .select({ id: rulesRegulationsPlanConfigs.id, name: rulesRegulationsPlanConfigs.name, name_en: rulesRegulationsPlanConfigs.name_en, version: rulesRegulationsPlanConfigs.version })
    .from(rulesRegulationsPlanConfigs)
    .orderBy(asc(rulesRegulationsPlanConfigs.id))
}

// The lists every form, page and reference call reads: kept until the
// administrator changes reference content (decision 012). Callers only read
// them; nothing may change a kept list in place.
const keptReference = <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, name: string) => cached(read, `reference-${name}`, [TAGS.reference])

export const listOrganizationTypes = keptReference(readOrganizationTypes, 'organization-types')
export const listFinancialYears = keptReference(readFinancialYears, 'financial-years')
export const listOptions = keptReference(readOptions, 'options')
export const listDocumentConfigs = keptReference(readDocumentConfigs, 'document-configs')
export const listOrganizationalStructureConfigs = keptReference(readOrganizationalStructureConfigs, 'organizational-structure-configs')
export const listRulesRegulationsPlanConfigs = keptReference(readRulesRegulationsPlanConfigs, 'rules-regulations-plan-configs')

/**
 * Translations as the old client expects: `translate` (english -> nepali),
 * `hint` (english -> hint) for the whole dictionary, and the page of `rows`.
 */
export async function listTranslations(query: { page: number; limit?: number; search?: string }) {
  const where = query.search
    ? or(ilike(translations.english, `%${escapeLike(query.search)}%`), ilike(translations.nepali, `%${escapeLike(query.search)}%`))
    : undefined
  const select = db
    .select({ id: translations.id, english: translations.english, nepali: translations.nepali, hint: translations.hint, version: translations.version })
    .from(translations)
    .where(where)
    .orderBy(asc(translations.english), asc(translations.id))
  const rows = query.limit ? await select.limit(query.limit).offset((query.page - 1) * query.limit) : await select
  const [{ total }] = await db.select({ total: count() }).from(translations).where(where)
  const translate: Record<string, string> = {}
  const hint: Record<string, string> = {}
  for (const row of rows) {
    translate[row.english] = row.nepali
    if (row.hint) hint[row.english] = row.hint
  }
  return { translate, hint, rows, total }
}

/** The whole dictionary, for rendering pages. */
export async function getDictionary(): Promise<Record<string, string>> {
  const rows = await db.select({ english: translations.english, nepali: translations.nepali }).from(translations)
  return Object.fromEntries(rows.map((row) => [row.english, row.nepali]))
}

/**
 * The hints the administrator has written for labels (spec section 1), shown
 * as help beside the fields they name. The hints the portal ships are notes
 * for translators ('Site title') and are left out.
 */
export async function getLabelHints(): Promise<Record<string, string>> {
  const rows = await db.select({ english: translations.english, hint: translations.hint }).from(translations)
  return Object.fromEntries(
    rows.filter((row) => row.hint?.trim() && row.hint.trim() !== DEFAULT_LABELS[row.english]?.hint).map((row) => [row.english, row.hint!.trim()]),
  )
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
