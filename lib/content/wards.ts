// The municipality's wards (decision 098): reference content like the other
// content pages, with versions (decision 059). A ward an NGO profile names,
// as its office ward or as a ward it works in, cannot be deleted (409, with
// how many use it): the profile would silently lose where it is.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { ngoProfiles, profileWards, wards } from '@/db/schema'
import { ApiError, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { WARD_MESSAGES, type WardInput } from '@/lib/content/schemas'
import { assertEditBasedOnLatest, assertUnused, runWrite, sameText, type Usage, type VersionedEdit } from '@/lib/content/write-support'
import { db, type Executor } from '@/lib/db'

export type WardRow = { id: number; number: number; name: string; name_en: string | null; version: number }
export type WardWithUsage = WardRow & { offices: number; working: number }

const columns = { id: wards.id, number: wards.number, name: wards.name, name_en: wards.name_en, version: wards.version }

const WARD_USAGE: Usage[] = [
  { table: ngoProfiles, column: ngoProfiles.office_ward_id, profileColumn: ngoProfiles.id, one: 'NGO profile with its office in the ward', many: 'NGO profiles with their office in the ward' },
  { table: profileWards, column: profileWards.ward_id, profileColumn: profileWards.profile_id, one: 'NGO profile working in the ward', many: 'NGO profiles working in the ward' },
]

async function readWards(): Promise<WardRow[]> {
  return db.select(columns).from(wards).orderBy(asc(wards.number))
}

/** Every ward in number order: the forms, the filters, the gap tables. Kept until reference content changes (decision 012). */
export const listWards = cached(readWards, 'reference-wards', [TAGS.reference])

/** The wards with how many profiles have their office in each and work in each: the content page. */
export async function listWardsWithUsage(): Promise<WardWithUsage[]> {
  const offices = db.select({ ward_id: ngoProfiles.office_ward_id, total: count().as('offices') }).from(ngoProfiles).groupBy(ngoProfiles.office_ward_id).as('offices')
  const working = db.select({ ward_id: profileWards.ward_id, total: count().as('working') }).from(profileWards).groupBy(profileWards.ward_id).as('working')
  const rows = await db
    .select({ ...columns, offices: sql<number>`coalesce(${offices.total}, 0)`, working: sql<number>`coalesce(${working.total}, 0)` })
    .from(wards)
    .leftJoin(offices, eq(offices.ward_id, wards.id))
    .leftJoin(working, eq(working.ward_id, wards.id))
    .orderBy(asc(wards.number))
  return rows.map((row) => ({ ...row, offices: Number(row.offices), working: Number(row.working) }))
}

async function assertFree(executor: Executor, input: WardInput, exceptId?: number) {
  const except = exceptId === undefined ? undefined : ne(wards.id, exceptId)
  const [number] = await executor.select({ id: wards.id }).from(wards).where(and(eq(wards.number, input.number), except)).limit(1)
  // Said beside the field the form shows it in.
  if (number) throw new ApiError(409, WARD_MESSAGES.numberTaken, { errors: { number: WARD_MESSAGES.numberTaken } })
  const [name] = await executor.select({ id: wards.id }).from(wards).where(and(sameText(wards.name, input.name), except)).limit(1)
  if (name) throw new ApiError(409, WARD_MESSAGES.nameTaken, { errors: { name: WARD_MESSAGES.nameTaken } })
}

export async function createWard(viewer: Viewer, input: WardInput): Promise<WardRow> {
  const row = await runWrite(
    async (tx) => {
      await assertFree(tx, input)
      const [created] = await tx.insert(wards).values({ number: input.number, name: input.name, name_en: input.name_en ?? null }).returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'ward', entityId: created.id, after: created })
      return created
    },
    { duplicate: WARD_MESSAGES.numberTaken },
  )
  await changesHeard()
  return row
}

export async function updateWard(viewer: Viewer, id: number, input: WardInput, edit: VersionedEdit = {}): Promise<WardRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(wards).where(eq(wards.id, id)).for('update')
      if (!before) throw notFound(WARD_MESSAGES.notFound)
      await assertEditBasedOnLatest(tx, wards, id, edit.baseVersion, before.version)
      await assertFree(tx, input, id)
      const [after] = await tx
        .update(wards)
        .set({
          number: input.number,
          name: input.name,
          ...(input.name_en === undefined ? {} : { name_en: input.name_en }),
          version: sql`${wards.version} + 1`,
          updated_at: new Date(),
        })
        .where(eq(wards.id, id))
        .returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'ward', entityId: id, before, after })
      return after
    },
    { duplicate: WARD_MESSAGES.numberTaken },
  )
  await changesHeard()
  return row
}

export async function deleteWard(viewer: Viewer, id: number): Promise<WardRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(wards).where(eq(wards.id, id)).for('update')
      if (!before) throw notFound(WARD_MESSAGES.notFound)
      await assertUnused(tx, WARD_USAGE, id)
      await tx.delete(wards).where(eq(wards.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'ward', entityId: id, before })
      return before
    },
    { duplicate: WARD_MESSAGES.numberTaken },
  )
  await changesHeard()
  return row
}
