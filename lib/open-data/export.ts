// The open data export: every verified, active profile's public fields, read
// in batches by id (keyset), so the rows of 100 000 profiles are never in
// memory at once, and streamed as CSV or as a JSON array.
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import { ngoProfiles, organizationTypes } from '@/db/schema'
import { adStringToBsString, kathmanduToday, toLatinDigits } from '@/lib/calendar'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { BOM, csvLine, type CsvValue } from '@/lib/open-data/csv'
import { bsDateField, OPEN_DATA_COLUMNS, OPEN_DATA_DATE_COLUMNS, OPEN_DATA_FIELDS, type OpenDataField } from '@/lib/open-data/fields'
import { logoUrl, profilePath } from '@/lib/profile/seo'
import { recordLine, renewalsOf, standingDate } from '@/lib/renewals/standings'

/** Profiles read per query: the most the export holds at once. */
export const OPEN_DATA_BATCH_SIZE = 500

export type OpenDataRow = Record<OpenDataField, string | number | boolean | readonly (string | number)[] | null>

function optionNames(type: 'thematic-scope' | 'target-group') {
  return sql<string[]>`coalesce((select json_agg(o.name order by o.id) from profile_options po join options o on o.id = po.option_id where po.profile_id = ngo_profiles.id and o.type = ${type}), '[]'::json)`
}

const columns = getTableColumns(ngoProfiles)
const selection = {
  ...Object.fromEntries(OPEN_DATA_COLUMNS.map((column) => [column, columns[column]])),
  logo: ngoProfiles.logo,
  organization_type: organizationTypes.type,
  office_ward: sql<number | null>`(select w.number from wards w where w.id = ${ngoProfiles.office_ward_id})`,
  working_wards: sql<number[]>`coalesce((select json_agg(w.number order by w.number) from profile_wards pw join wards w on w.id = pw.ward_id where pw.profile_id = ${ngoProfiles.id}), '[]'::json)`,
  thematic_scopes: optionNames('thematic-scope'),
  target_groups: optionNames('target-group'),
}

/** Each AD date of a profile row again in Bikram Sambat ('2072-05-03'), or null. */
function bsDates(row: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    OPEN_DATA_DATE_COLUMNS.map((column) => {
      const ad = row[column]
      return [bsDateField(column), typeof ad === 'string' ? adStringToBsString(ad) : null]
    }),
  )
}

type RenewalField = 'renewal_financial_year' | 'renewal_standing' | 'renewal_standing_date' | 'renewal_standing_date_bs' | 'renewal_days_late' | 'renewal_history'

function renewalFields(renewal: Awaited<ReturnType<ReturnType<typeof renewalsOf>>>, profileId: number): Record<RenewalField, string | number | string[] | null> {
  const current = renewal.current(profileId)
  const date = current ? standingDate(current.standing) : null
  return {
    renewal_financial_year: current ? toLatinDigits(current.financial_year) : null,
    renewal_standing: current?.standing.kind ?? null,
    renewal_standing_date: date,
    renewal_standing_date_bs: date ? adStringToBsString(date) : null,
    renewal_days_late: current && (current.standing.kind === 'late' || current.standing.kind === 'overdue') ? current.standing.days : null,
    renewal_history: renewal.record(profileId).map(recordLine),
  }
}

/** Batches of published profiles, oldest first; each batch is one query. */
export async function* openDataBatches(batchSize = OPEN_DATA_BATCH_SIZE, now: Date = new Date()): AsyncGenerator<OpenDataRow[]> {
  const siteUrl = getEnv().SITE_URL
  // The standing of the day of the download (decision 080): one read of the cycles, one query per batch.
  const renewals = renewalsOf(kathmanduToday(now))
  let after = 0
  for (;;) {
    const rows = (await db
      .select(selection)
      .from(ngoProfiles)
      .leftJoin(organizationTypes, eq(organizationTypes.id, ngoProfiles.organization_type_id))
      .where(and(eq(ngoProfiles.status, 'active'), eq(ngoProfiles.is_verified, true), gt(ngoProfiles.id, after)))
      .orderBy(asc(ngoProfiles.id))
      .limit(batchSize)) as unknown as (Record<string, unknown> & { id: number; logo: string | null })[]
    if (rows.length === 0) return
    const renewal = await renewals(rows.map((row) => row.id))
    yield rows.map(({ logo, ...row }) => ({ ...row, ...bsDates(row), logo_url: logoUrl(siteUrl, logo), profile_url: `${siteUrl}${profilePath(row.id)}`, ...renewalFields(renewal, row.id) }) as OpenDataRow)
    if (rows.length < batchSize) return
    after = rows[rows.length - 1].id
  }
}

export type OpenDataFormat = 'csv' | 'json'

function encodeBatch(format: OpenDataFormat, rows: OpenDataRow[], first: boolean): string {
  if (format === 'csv') return rows.map((row) => csvLine(OPEN_DATA_FIELDS.map(({ key }) => row[key] as CsvValue))).join('')
  return rows.map((row, index) => `${first && index === 0 ? '' : ',\n'}${JSON.stringify(row)}`).join('')
}

/**
 * Batches as a byte stream of text: `head`, each batch encoded, `tail`. The
 * first batch is read by the caller before the stream is returned, so a
 * database failure is an ordinary error response; the rest is read only as
 * the client takes it (pull), one batch at a time.
 */
export function batchTextStream<Batch>(options: {
  head: string
  first: IteratorResult<Batch>
  batches: AsyncGenerator<Batch>
  encode: (batch: Batch, isFirst: boolean) => string
  tail?: string
}): ReadableStream<Uint8Array> {
  const { batches, encode, tail = '' } = options
  const encoder = new TextEncoder()
  let pending: string | null = options.head + (options.first.done ? '' : encode(options.first.value, true))
  let done = options.first.done ?? false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pending !== null) {
          controller.enqueue(encoder.encode(pending))
          pending = null
          return
        }
        const next = done ? ({ done: true } as const) : await batches.next()
        if (next.done) {
          done = true
          if (tail) controller.enqueue(encoder.encode(tail))
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(encode(next.value, false)))
      },
      async cancel() {
        await batches.return(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}

/** The open data as a byte stream (see batchTextStream). */
export async function openDataStream(format: OpenDataFormat, batchSize = OPEN_DATA_BATCH_SIZE): Promise<ReadableStream<Uint8Array>> {
  const batches = openDataBatches(batchSize)
  const first = await batches.next()
  return batchTextStream({
    head: format === 'csv' ? BOM + csvLine(OPEN_DATA_FIELDS.map(({ key }) => key)) : '[\n',
    first,
    batches,
    encode: (rows, isFirst) => encodeBatch(format, rows, isFirst),
    tail: format === 'csv' ? '' : '\n]\n',
  })
}
