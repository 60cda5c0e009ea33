// The smaller reference tables: document types, organizational structure rows
// (caste groups and disabilities), rules/regulations/plans and organization
// types. Add, edit and delete; a delete of a row that profiles use is refused.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  currentOrganizationalStructures,
  documentConfigs,
  ngoProfiles,
  organizationalStructureConfigs,
  organizationTypes,
  profileDocuments,
  rulesRegulationsPlanConfigs,
  rulesRegulationsPlans,
} from '@/db/schema'
import { conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import type { Executor } from '@/lib/db'
import type {
  DocumentConfigInput,
  Ethnicity,
  OrganizationalStructureConfigInput,
  OrganizationTypeInput,
  RulesRegulationsPlanConfigInput,
} from '@/lib/content/schemas'
import { assertEditBasedOnLatest, assertUnused, runWrite, sameText, type Usage, type VersionedEdit } from '@/lib/content/write-support'

export const DOCUMENT_NAME_TAKEN = 'Document Name Already Exist'
export const CONFIG_NAME_TAKEN = 'Name Already Exist'
export const ORGANIZATION_TYPE_TAKEN = 'Type Already Exist'

async function assertFree(executor: Executor, table: PgTable, where: SQL | undefined, message: string) {
  const [taken] = await executor.select({ found: sql<number>`1` }).from(table).where(where).limit(1)
  if (taken) throw conflict(message)
}

function exceptRow(idColumn: AnyPgColumn, id: number | undefined): SQL | undefined {
  return id === undefined ? undefined : ne(idColumn, id)
}

// ---------------------------------------------------------------- document config

const DOCUMENT_CONFIG_USAGE: Usage[] = [
  { table: profileDocuments, column: profileDocuments.document_config_id, profileColumn: profileDocuments.profile_id, one: 'profile document', many: 'profile documents' },
]

const documentColumns = {
  id: documentConfigs.id,
  document_name: documentConfigs.document_name,
  document_name_en: documentConfigs.document_name_en,
  renewal_time_period_in_year: documentConfigs.renewal_time_period_in_year,
  mandatory: documentConfigs.mandatory,
  version: documentConfigs.version,
}

export type DocumentConfigRow = { id: number; document_name: string; document_name_en: string | null; renewal_time_period_in_year: number; mandatory: boolean }

export async function createDocumentConfig(viewer: Viewer, input: DocumentConfigInput): Promise<DocumentConfigRow> {
  const row = await runWrite(
    async (tx) => {
      await assertFree(tx, documentConfigs, sameText(documentConfigs.document_name, input.document_name), DOCUMENT_NAME_TAKEN)
      const [created] = await tx
        .insert(documentConfigs)
        .values({ ...input, mandatory: input.mandatory ?? false })
        .returning(documentColumns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'document_config', entityId: created.id, after: created })
      return created
    },
    { duplicate: DOCUMENT_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateDocumentConfig(viewer: Viewer, id: number, input: DocumentConfigInput, edit: VersionedEdit = {}): Promise<DocumentConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(documentColumns).from(documentConfigs).where(eq(documentConfigs.id, id)).for('update')
      if (!before) throw notFound('Document Config Not Found')
      await assertEditBasedOnLatest(tx, documentConfigs, id, edit.baseVersion, before.version)
      await assertFree(tx, documentConfigs, and(sameText(documentConfigs.document_name, input.document_name), exceptRow(documentConfigs.id, id)), DOCUMENT_NAME_TAKEN)
      const [after] = await tx
        .update(documentConfigs)
        .set({ version: sql`${documentConfigs.version} + 1`, ...input, mandatory: input.mandatory ?? before.mandatory, updated_at: new Date() })
        .where(eq(documentConfigs.id, id))
        .returning(documentColumns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'document_config', entityId: id, before, after })
      return after
    },
    { duplicate: DOCUMENT_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

export async function deleteDocumentConfig(viewer: Viewer, id: number): Promise<DocumentConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(documentColumns).from(documentConfigs).where(eq(documentConfigs.id, id)).for('update')
      if (!before) throw notFound('Document Config Not Found')
      await assertUnused(tx, DOCUMENT_CONFIG_USAGE, id)
      await tx.delete(documentConfigs).where(eq(documentConfigs.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'document_config', entityId: id, before })
      return before
    },
    { duplicate: DOCUMENT_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

// ---------------------------------------------------------------- organizational structure config

const STRUCTURE_CONFIG_USAGE: Usage[] = [
  {
    table: currentOrganizationalStructures,
    column: currentOrganizationalStructures.organizational_structure_config_id,
    profileColumn: currentOrganizationalStructures.profile_id,
    one: 'organizational structure row',
    many: 'organizational structure rows',
  },
]

const structureColumns = {
  id: organizationalStructureConfigs.id,
  name: organizationalStructureConfigs.name,
  name_en: organizationalStructureConfigs.name_en,
  ethnicity: organizationalStructureConfigs.ethnicity,
  version: organizationalStructureConfigs.version,
}

export type OrganizationalStructureConfigRow = { id: number; name: string; ethnicity: Ethnicity }

function structureNameTaken(input: OrganizationalStructureConfigInput, exceptId?: number) {
  return and(
    eq(organizationalStructureConfigs.ethnicity, input.ethnicity),
    sameText(organizationalStructureConfigs.name, input.name),
    exceptRow(organizationalStructureConfigs.id, exceptId),
  )
}

export async function createOrganizationalStructureConfig(viewer: Viewer, input: OrganizationalStructureConfigInput): Promise<OrganizationalStructureConfigRow> {
  const row = await runWrite(
    async (tx) => {
      await assertFree(tx, organizationalStructureConfigs, structureNameTaken(input), CONFIG_NAME_TAKEN)
      const [created] = await tx.insert(organizationalStructureConfigs).values(input).returning(structureColumns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'organizational_structure_config', entityId: created.id, after: created })
      return created
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateOrganizationalStructureConfig(
  viewer: Viewer,
  id: number,
  input: OrganizationalStructureConfigInput,
  edit: VersionedEdit = {},
): Promise<OrganizationalStructureConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(structureColumns).from(organizationalStructureConfigs).where(eq(organizationalStructureConfigs.id, id)).for('update')
      if (!before) throw notFound('Organizational Structure Config Not Found')
      await assertEditBasedOnLatest(tx, organizationalStructureConfigs, id, edit.baseVersion, before.version)
      await assertFree(tx, organizationalStructureConfigs, structureNameTaken(input, id), CONFIG_NAME_TAKEN)
      const [after] = await tx
        .update(organizationalStructureConfigs)
        .set({ version: sql`${organizationalStructureConfigs.version} + 1`, ...input, updated_at: new Date() })
        .where(eq(organizationalStructureConfigs.id, id))
        .returning(structureColumns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'organizational_structure_config', entityId: id, before, after })
      return after
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  // Profile rows keep their own copy of the name and ethnicity; only the forms change.
  await changesHeard()
  return row
}

export async function deleteOrganizationalStructureConfig(viewer: Viewer, id: number): Promise<OrganizationalStructureConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(structureColumns).from(organizationalStructureConfigs).where(eq(organizationalStructureConfigs.id, id)).for('update')
      if (!before) throw notFound('Organizational Structure Config Not Found')
      await assertUnused(tx, STRUCTURE_CONFIG_USAGE, id)
      await tx.delete(organizationalStructureConfigs).where(eq(organizationalStructureConfigs.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'organizational_structure_config', entityId: id, before })
      return before
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

// ---------------------------------------------------------------- rules, regulations and plans config

const RULES_CONFIG_USAGE: Usage[] = [
  {
    table: rulesRegulationsPlans,
    column: rulesRegulationsPlans.rules_regulations_plan_config_id,
    profileColumn: rulesRegulationsPlans.profile_id,
    one: 'rules/regulations/plan row',
    many: 'rules/regulations/plan rows',
  },
]

const rulesColumns = { id: rulesRegulationsPlanConfigs.id, name: rulesRegulationsPlanConfigs.name, name_en: rulesRegulationsPlanConfigs.name_en, version: rulesRegulationsPlanConfigs.version }

export type RulesRegulationsPlanConfigRow = { id: number; name: string }

export async function createRulesRegulationsPlanConfig(viewer: Viewer, input: RulesRegulationsPlanConfigInput): Promise<RulesRegulationsPlanConfigRow> {
  const row = await runWrite(
    async (tx) => {
      await assertFree(tx, rulesRegulationsPlanConfigs, sameText(rulesRegulationsPlanConfigs.name, input.name), CONFIG_NAME_TAKEN)
      const [created] = await tx.insert(rulesRegulationsPlanConfigs).values(input).returning(rulesColumns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'rules_regulations_plan_config', entityId: created.id, after: created })
      return created
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateRulesRegulationsPlanConfig(
  viewer: Viewer,
  id: number,
  input: RulesRegulationsPlanConfigInput,
  edit: VersionedEdit = {},
): Promise<RulesRegulationsPlanConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(rulesColumns).from(rulesRegulationsPlanConfigs).where(eq(rulesRegulationsPlanConfigs.id, id)).for('update')
      if (!before) throw notFound('Rules Regulations Plan Config Not Found')
      await assertEditBasedOnLatest(tx, rulesRegulationsPlanConfigs, id, edit.baseVersion, before.version)
      await assertFree(
        tx,
        rulesRegulationsPlanConfigs,
        and(sameText(rulesRegulationsPlanConfigs.name, input.name), exceptRow(rulesRegulationsPlanConfigs.id, id)),
        CONFIG_NAME_TAKEN,
      )
      const [after] = await tx
        .update(rulesRegulationsPlanConfigs)
        .set({ version: sql`${rulesRegulationsPlanConfigs.version} + 1`, ...input, updated_at: new Date() })
        .where(eq(rulesRegulationsPlanConfigs.id, id))
        .returning(rulesColumns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'rules_regulations_plan_config', entityId: id, before, after })
      return after
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  // Profile rows keep their own copy of the name; only the checklist offered changes.
  await changesHeard()
  return row
}

export async function deleteRulesRegulationsPlanConfig(viewer: Viewer, id: number): Promise<RulesRegulationsPlanConfigRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(rulesColumns).from(rulesRegulationsPlanConfigs).where(eq(rulesRegulationsPlanConfigs.id, id)).for('update')
      if (!before) throw notFound('Rules Regulations Plan Config Not Found')
      await assertUnused(tx, RULES_CONFIG_USAGE, id)
      await tx.delete(rulesRegulationsPlanConfigs).where(eq(rulesRegulationsPlanConfigs.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'rules_regulations_plan_config', entityId: id, before })
      return before
    },
    { duplicate: CONFIG_NAME_TAKEN },
  )
  await changesHeard()
  return row
}

// ---------------------------------------------------------------- organization type

const ORGANIZATION_TYPE_USAGE: Usage[] = [
  { table: ngoProfiles, column: ngoProfiles.organization_type_id, profileColumn: ngoProfiles.id, one: 'NGO profile', many: 'NGO profiles' },
]

const typeColumns = { id: organizationTypes.id, type: organizationTypes.type, type_en: organizationTypes.type_en, version: organizationTypes.version }

export type OrganizationTypeRow = { id: number; type: string }

export async function createOrganizationType(viewer: Viewer, input: OrganizationTypeInput): Promise<OrganizationTypeRow> {
  const row = await runWrite(
    async (tx) => {
      await assertFree(tx, organizationTypes, sameText(organizationTypes.type, input.type), ORGANIZATION_TYPE_TAKEN)
      const [created] = await tx.insert(organizationTypes).values(input).returning(typeColumns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'organization_type', entityId: created.id, after: created })
      return created
    },
    { duplicate: ORGANIZATION_TYPE_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateOrganizationType(viewer: Viewer, id: number, input: OrganizationTypeInput, edit: VersionedEdit = {}): Promise<OrganizationTypeRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(typeColumns).from(organizationTypes).where(eq(organizationTypes.id, id)).for('update')
      if (!before) throw notFound('Organization Type Not Found')
      await assertEditBasedOnLatest(tx, organizationTypes, id, edit.baseVersion, before.version)
      await assertFree(tx, organizationTypes, and(sameText(organizationTypes.type, input.type), exceptRow(organizationTypes.id, id)), ORGANIZATION_TYPE_TAKEN)
      const [after] = await tx
        .update(organizationTypes)
        .set({ version: sql`${organizationTypes.version} + 1`, ...input, updated_at: new Date() })
        .where(eq(organizationTypes.id, id))
        .returning(typeColumns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'organization_type', entityId: id, before, after })
      return after
    },
    { duplicate: ORGANIZATION_TYPE_TAKEN },
  )
  await changesHeard()
  return row
}

export async function deleteOrganizationType(viewer: Viewer, id: number): Promise<OrganizationTypeRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(typeColumns).from(organizationTypes).where(eq(organizationTypes.id, id)).for('update')
      if (!before) throw notFound('Organization Type Not Found')
      await assertUnused(tx, ORGANIZATION_TYPE_USAGE, id)
      await tx.delete(organizationTypes).where(eq(organizationTypes.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'organization_type', entityId: id, before })
      return before
    },
    { duplicate: ORGANIZATION_TYPE_TAKEN },
  )
  await changesHeard()
  return row
}
