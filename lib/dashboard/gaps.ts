// The dashboard's gap tables (decision 098): for every ward, how many
// verified NGOs work there on each thematic scope and for each target group.
// Counted by the rule the lists' ward filter applies (lib/profile/wards.ts),
// so each cell's number is the total of the list its link opens. One read of
// both tables, kept until a change of what they count (TAGS.wardGaps): the
// profiles' wards, options and listing, the wards, the options.
import { asc, inArray } from 'drizzle-orm'
import { options, wards } from '@/db/schema'
import { cached, TAGS } from '@/lib/cache'
import { db, type Executor } from '@/lib/db'
import { wardGapCounts } from '@/lib/profile/wards'

export type GapOptionType = 'thematic-scope' | 'target-group'
export type GapWard = { id: number; number: number; name: string; name_en: string | null }
export type GapOption = { id: number; name: string; name_en: string | null }

/** One gap table: its wards (rows, by number), its options (columns), and `counts[ward][option]`. */
export type WardGapTable = { wards: GapWard[]; options: GapOption[]; counts: number[][] }
export type WardGaps = Record<GapOptionType, WardGapTable>

type GapCount = { ward_id: number; option_id: number; total: number }

function gapTable(wardRows: GapWard[], optionRows: GapOption[], rows: GapCount[]): WardGapTable {
  const wardIndex = new Map(wardRows.map((ward, index) => [ward.id, index]))
  const optionIndex = new Map(optionRows.map((option, index) => [option.id, index]))
  const counts = wardRows.map(() => optionRows.map(() => 0))
  for (const row of rows) {
    const at = wardIndex.get(row.ward_id)
    const column = optionIndex.get(row.option_id)
    if (at !== undefined && column !== undefined) counts[at][column] = Number(row.total)
  }
  return { wards: wardRows, options: optionRows, counts }
}

/** Both gap tables, read afresh: the counts of both in one statement (the cached read is getWardGaps). */
export async function countWardGaps(executor: Executor = db): Promise<WardGaps> {
  const wardRows = await executor.select({ id: wards.id, number: wards.number, name: wards.name, name_en: wards.name_en }).from(wards).orderBy(asc(wards.number))
  const { rows } = await executor.execute<GapCount>(wardGapCounts())
  const optionIds = [...new Set(rows.map((row) => row.option_id))]
  const optionRows = optionIds.length
    ? await executor
        .select({ id: options.id, type: options.type, name: options.name, name_en: options.name_en })
        .from(options)
        .where(inArray(options.id, optionIds))
        .orderBy(asc(options.id))
    : []
  const tableOf = (type: GapOptionType) =>
    gapTable(
      wardRows,
      optionRows.filter((option) => option.type === type).map(({ id, name, name_en }) => ({ id, name, name_en })),
      rows,
    )
  return { 'thematic-scope': tableOf('thematic-scope'), 'target-group': tableOf('target-group') }
}

export const getWardGaps = cached(() => countWardGaps(), 'dashboard-ward-gaps', [TAGS.wardGaps])
