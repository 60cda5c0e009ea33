// Target groups and thematic scopes: add, rename, hide, delete and merge.
// Only the super administrator reaches these (the route handlers check).
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { options, profileOptions } from '@/db/schema'
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import { db, type Executor } from '@/lib/db'
import {
  OPTION_NAME_TAKEN,
  type OptionCreateInput,
  type OptionMergeInput,
  type OptionType,
  type OptionUpdateInput,
} from '@/lib/content/schemas'
import { assertEditBasedOnLatest, assertUnused, profilesUsing, runWrite, sameText, type Usage, type VersionedEdit } from '@/lib/content/write-support'

const OPTION_USAGE: Usage[] = [
  { table: profileOptions, column: profileOptions.option_id, profileColumn: profileOptions.profile_id, one: 'NGO profile', many: 'NGO profiles' },
]

const optionColumns = { id: options.id, name: options.name, name_en: options.name_en, type: options.type, active: options.active, version: options.version }

export type OptionRow = { id: number; name: string; name_en: string | null; type: OptionType; active: boolean }
export type OptionWithUsage = OptionRow & { profiles: number }

const TYPE_LABEL: Record<OptionType, string> = { 'target-group': 'Target Group', 'thematic-scope': 'Thematic Scope' }

/** Every option of a type, hidden ones too, with how many profiles use each: the admin table. */
export async function listOptionsWithUsage(type: OptionType): Promise<OptionWithUsage[]> {
  const rows = await db
    .select({ ...optionColumns, profiles: count(profileOptions.profile_id) })
    .from(options)
    .leftJoin(profileOptions, eq(profileOptions.option_id, options.id))
    .where(eq(options.type, type))
    .groupBy(options.id)
    .orderBy(asc(options.id))
  return rows.map((row) => ({ ...row, profiles: Number(row.profiles) }))
}

async function assertNameFree(executor: Executor, type: OptionType, name: string, exceptId?: number) {
  const conditions = [eq(options.type, type), sameText(options.name, name)]
  if (exceptId !== undefined) conditions.push(ne(options.id, exceptId))
  const [taken] = await executor.select({ id: options.id }).from(options).where(and(...conditions)).limit(1)
  if (taken) throw conflict(OPTION_NAME_TAKEN)
}


export async function createOption(viewer: Viewer, input: OptionCreateInput): Promise<OptionRow> {
  const option = await runWrite(
    async (tx) => {
      await assertNameFree(tx, input.type, input.name)
      const [row] = await tx
        .insert(options)
        .values({ name: input.name, name_en: input.name_en ?? null, type: input.type, active: input.active ?? true })
        .returning(optionColumns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'option', entityId: row.id, after: row })
      return row
    },
    { duplicate: OPTION_NAME_TAKEN },
  )
  await changesHeard()
  return option
}

export async function updateOption(viewer: Viewer, id: number, input: OptionUpdateInput, edit: VersionedEdit = {}): Promise<OptionRow> {
  const option = await runWrite(
    async (tx) => {
      const [before] = await tx.select(optionColumns).from(options).where(eq(options.id, id)).for('update')
      if (!before) throw notFound('Option Not Found')
      await assertEditBasedOnLatest(tx, options, id, edit.baseVersion, before.version)
      if (input.type && input.type !== before.type) throw badRequest('The type of an option cannot be changed', { type: 'The type of an option cannot be changed' })
      if (input.name !== undefined) await assertNameFree(tx, before.type, input.name, id)
      const [after] = await tx
        .update(options)
        .set({ version: sql`${options.version} + 1`, name: input.name ?? before.name, name_en: input.name_en, active: input.active ?? before.active, updated_at: new Date() })
        .where(eq(options.id, id))
        .returning(optionColumns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'option', entityId: id, before, after })
      return after
    },
    { duplicate: OPTION_NAME_TAKEN },
  )
  await changesHeard()
  return option
}

export async function deleteOption(viewer: Viewer, id: number): Promise<OptionRow> {
  const option = await runWrite(
    async (tx) => {
      const [before] = await tx.select(optionColumns).from(options).where(eq(options.id, id)).for('update')
      if (!before) throw notFound('Option Not Found')
      await assertUnused(tx, OPTION_USAGE, id)
      await tx.delete(options).where(eq(options.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'option', entityId: id, before })
      return before
    },
    { duplicate: OPTION_NAME_TAKEN },
  )
  await changesHeard()
  return option
}

export type MergeResult = { option: OptionRow; mergedIds: number[]; movedProfiles: number }

/**
 * Folds several options into one named `name` (an existing option of that
 * type, or a new one): every profile that used any of them now uses the
 * merged option, once; the others are removed. All or nothing.
 */
export async function mergeOptions(viewer: Viewer, input: OptionMergeInput): Promise<MergeResult> {
  const result = await runWrite(
    async (tx) => {
      const sources = await tx
        .select(optionColumns)
        .from(options)
        .where(and(inArray(options.id, input.idsToMerge), eq(options.type, input.type)))
        .orderBy(asc(options.id))
        .for('update')
      if (sources.length !== input.idsToMerge.length) {
        const found = new Set(sources.map((source) => source.id))
        const missing = input.idsToMerge.filter((candidate) => !found.has(candidate))
        throw new ApiError(404, `${TYPE_LABEL[input.type]} Not Found: ${missing.join(', ')}`, {
          errors: { idsToMerge: `Not a ${TYPE_LABEL[input.type]}: ${missing.join(', ')}` },
        })
      }

      // Reuse an option already called `name` (one of those merged or another), else create it.
      let [target] = await tx
        .select(optionColumns)
        .from(options)
        .where(and(eq(options.type, input.type), sameText(options.name, input.name)))
        .orderBy(asc(options.id))
        .limit(1)
        .for('update')
      if (target) {
        // The merged option is meant to be chosen from now on.
        if (!target.active) [target] = await tx.update(options).set({ active: true, updated_at: new Date() }).where(eq(options.id, target.id)).returning(optionColumns)
      } else {
        ;[target] = await tx.insert(options).values({ name: input.name, type: input.type, active: true }).returning(optionColumns)
      }

      const mergedIds = sources.map((source) => source.id).filter((sourceId) => sourceId !== target.id)
      const profileIds = new Set<number>()
      for (const sourceId of mergedIds) for (const profileId of await profilesUsing(tx, OPTION_USAGE, sourceId)) profileIds.add(profileId)
      if (mergedIds.length > 0) {
        await tx.execute(sql`
          insert into ${profileOptions} (profile_id, option_id)
          select distinct ${profileOptions.profile_id}, ${target.id}::integer
          from ${profileOptions}
          where ${inArray(profileOptions.option_id, mergedIds)}
          on conflict do nothing`)
        await tx.delete(profileOptions).where(inArray(profileOptions.option_id, mergedIds))
        await tx.delete(options).where(inArray(options.id, mergedIds))
      }
      await recordAudit(tx, {
        actor: viewer,
        action: 'merge',
        entity: 'option',
        entityId: target.id,
        before: { options: sources },
        after: { option: target, mergedIds, profileIds: [...profileIds] },
      })
      return { option: target, mergedIds, movedProfiles: profileIds.size, profileIds: [...profileIds] }
    },
    { duplicate: OPTION_NAME_TAKEN },
  )
  await changesHeard()
  return { option: result.option, mergedIds: result.mergedIds, movedProfiles: result.movedProfiles }
}

export function optionTypeLabel(type: OptionType) {
  return TYPE_LABEL[type]
}
