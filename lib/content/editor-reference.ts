// The reference lists the own-profile editor's forms choose from (organisation
// types, fiscal years, options, document, structure and rules types, wards),
// read once until the administrator changes reference content, and named by
// a version of their content: the editor's page sends the version, not the
// lists, and the browser loads them from /reference/{version} (decision 107).
import { createHash } from 'node:crypto'
import { cached, TAGS } from '@/lib/cache'
import type { EditorReference } from '@/lib/client/profile'
import {
  listDocumentConfigs,
  listFinancialYears,
  listOptions,
  listOrganizationalStructureConfigs,
  listOrganizationTypes,
  listRulesRegulationsPlanConfigs,
} from '@/lib/content/reference'
import { listWards } from '@/lib/content/wards'

const VERSION = /^[A-Za-z0-9_-]{16}$/

async function readEditorReference(): Promise<EditorReference> {
  const [organizationTypes, financialYears, thematicScopes, targetGroups, documentConfigs, structureConfigs, rulesConfigs, wards] = await Promise.all([
    listOrganizationTypes(),
    listFinancialYears(),
    listOptions('thematic-scope', { activeOnly: true }),
    listOptions('target-group', { activeOnly: true }),
    listDocumentConfigs(),
    listOrganizationalStructureConfigs(),
    listRulesRegulationsPlanConfigs(),
    listWards(),
  ])
  const lists = {
    organizationTypes,
    financialYears: financialYears.map(({ id, financial_year }) => ({ id, financial_year })),
    thematicScopes: thematicScopes.map(({ id, name, name_en }) => ({ id, name, name_en })),
    targetGroups: targetGroups.map(({ id, name, name_en }) => ({ id, name, name_en })),
    documentConfigs,
    structureConfigs,
    rulesConfigs,
    wards: wards.map(({ id, number, name, name_en }) => ({ id, number, name, name_en })),
  }
  return { ...lists, version: createHash('sha256').update(JSON.stringify(lists)).digest('base64url').slice(0, 16) }
}

/** The editor's reference lists with their version; the same object until reference content changes. */
export const getEditorReference = cached(readEditorReference, 'reference-editor', [TAGS.reference])

/**
 * The reference lists a version names: the current ones (`current` says
 * whether the version is still theirs), or null for anything that is not a
 * version.
 */
export async function findEditorReference(version: string): Promise<{ value: EditorReference; current: boolean } | null> {
  if (!VERSION.test(version)) return null
  const value = await getEditorReference()
  return { value, current: value.version === version }
}
