// The admin list as a spreadsheet (GET /api/ngo/profile/export.csv and
// .xlsx): exactly the profiles its filters show, every page, in the columns the
// import reads (so an exported sheet can be corrected and imported again) and
// the registry's own record of each. Read in batches by id and streamed as
// the client takes it, so 100 000 profiles are never in memory at once.
import { once } from 'node:events'
import { PassThrough, Readable, type Writable } from 'node:stream'
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { ngoProfiles, organizationTypes, profileSearch as profileSearchTable } from '@/db/schema'
import { forbidden } from '@/lib/api/errors'
import type { Viewer } from '@/lib/auth/session'
import { adStringToBsString } from '@/lib/calendar'
import { kathmanduToday } from '@/lib/dashboard/dates'
import { db } from '@/lib/db'
import type { Language, Translate } from '@/lib/i18n/shared'
import { BOM, csvLine, type CsvValue } from '@/lib/open-data/csv'
import { batchTextStream } from '@/lib/open-data/export'
import { isSuperAdmin } from '@/lib/profile/access'
import { listConditions } from '@/lib/profile/profile'
import type { ProfileListQuery } from '@/lib/profile/schemas'
import { profileSearch, type ProfileSearch } from '@/lib/profile/search'
import { columnLabel, EXPORT_ONLY_COLUMNS, IMPORT_COLUMNS, WHOLE_MUNICIPALITY, type RegisterColumn } from '@/lib/register/columns'
import { recordText, standingText } from '@/lib/renewals/standing-text'
import { currentCycleOn, renewalsOf, type CycleStanding, type RecordEntry } from '@/lib/renewals/standings'

/** Profiles read per query: the most an export holds at once. */
export const EXPORT_BATCH_SIZE = 500

export type ExportFormat = 'csv' | 'xlsx'

const optionNames = (type: 'thematic-scope' | 'target-group') =>
  sql<string[]>`coalesce((select json_agg(o.name order by o.id) from profile_options po join options o on o.id = po.option_id where po.profile_id = ngo_profiles.id and o.type = ${type}), '[]'::json)`

const selection = {
  ...getTableColumns(ngoProfiles),
  type: organizationTypes.type,
  subjective_works: optionNames('thematic-scope'),
  target_group_categories: optionNames('target-group'),
  // Wards by number, the way the import reads them back (decision 098).
  office_ward: sql<number | null>`(select w.number from wards w where w.id = ${ngoProfiles.office_ward_id})`,
  working_wards: sql<number[]>`coalesce((select json_agg(w.number order by w.number) from profile_wards pw join wards w on w.id = pw.ward_id where pw.profile_id = ${ngoProfiles.id}), '[]'::json)`,
}

type ExportProfile = typeof ngoProfiles.$inferSelect & {
  type: string | null
  subjective_works: string[]
  target_group_categories: string[]
  office_ward: number | null
  working_wards: number[]
  /** A verified NGO's standing in the cycle in force and its record (decision 080). */
  renewal_current?: CycleStanding | null
  renewal_record?: RecordEntry[]
}

/** A cell: text, a number, or an AD date (a date cell in XLSX, YYYY-MM-DD in CSV). */
type ExportValue = string | number | { date: string } | null

type ExportColumn = { header: string; width: number; isDate?: boolean; value: (profile: ExportProfile) => ExportValue }

const STATUS_LABELS: Record<string, string> = { new_registration: 'New Registration', active: 'Active', inactive: 'In Active' }

/** The export's columns: the profile number, the import's columns (a date as BS and AD), the registry's record. */
export function exportColumns(t: Translate, language: Language = 'ne'): ExportColumn[] {
  const yesNo = (value: boolean) => t(value ? 'Yes' : 'No')
  const fixed: Record<string, ExportColumn['value']> = {
    id: (profile) => profile.id,
    status: (profile) => t(STATUS_LABELS[profile.status] ?? profile.status),
    is_verified: (profile) => yesNo(profile.is_verified),
    complete: (profile) => yesNo(profile.is_complete),
    registration_fiscal_year: (profile) => profile.registration_fiscal_year,
    has_account: (profile) => yesNo(profile.user_id !== null),
    renewal_standing: (profile) => (profile.renewal_current ? standingText(profile.renewal_current.standing, profile.renewal_current.financial_year, language, t) : null),
    renewal_record: (profile) => (profile.renewal_record ?? []).map((entry) => recordText(entry, language, t)).join('; ') || null,
  }
  const fixedColumn = (column: RegisterColumn): ExportColumn => ({ header: columnLabel(column, t), width: 12, value: fixed[column.key] })
  const [idColumn, ...recordColumns] = EXPORT_ONLY_COLUMNS
  const read = (profile: ExportProfile, key: string) => (profile as unknown as Record<string, unknown>)[key]
  const importColumns = IMPORT_COLUMNS.flatMap((column): ExportColumn[] => {
    const width = column.max && column.max > 300 ? 40 : 20
    switch (column.kind) {
      case 'date':
        return [
          { header: columnLabel(column, t, 'BS'), width: 14, value: (profile) => {
            const ad = read(profile, column.key) as string | null
            return ad ? adStringToBsString(ad) : null
          } },
          { header: columnLabel(column, t, 'AD'), width: 14, isDate: true, value: (profile) => {
            const ad = read(profile, column.key) as string | null
            return ad ? { date: ad } : null
          } },
        ]
      case 'count':
        return [{ header: columnLabel(column, t), width: 10, value: (profile) => read(profile, column.key) as number }]
      case 'options':
        return [{ header: columnLabel(column, t), width: 30, value: (profile) => (read(profile, column.key) as string[]).join('; ') || null }]
      case 'ward':
        return [{ header: columnLabel(column, t), width: 10, value: (profile) => profile.office_ward }]
      case 'wards':
        return [
          {
            header: columnLabel(column, t),
            width: 20,
            value: (profile) => (profile.whole_municipality ? t(WHOLE_MUNICIPALITY) : profile.working_wards.join('; ') || null),
          },
        ]
      default:
        return [{ header: columnLabel(column, t), width, value: (profile) => (read(profile, column.key) as string | null) ?? null }]
    }
  })
  return [fixedColumn(idColumn), ...importColumns, ...recordColumns.map(fixedColumn)]
}

/**
 * The admin list's profiles for these filters, newest first, a batch per
 * query. A free-text search is looked up once; its condition then reads the
 * search table in every batch.
 */
export async function* exportBatches(query: ProfileListQuery, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ExportProfile[]> {
  const search: ProfileSearch | null = query.q ? await db.transaction((tx) => profileSearch(tx, query.q!)) : null
  // The standing filter compares with the cycle in force today, as the list does (decision 080).
  const today = kathmanduToday()
  const renewal = { cycle: query.standing ? await currentCycleOn(today) : null, today }
  const renewals = renewalsOf(today)
  let before: number | null = null
  for (;;) {
    const conditions = listConditions(query, true, search, renewal)
    if (before !== null) conditions.push(lt(ngoProfiles.id, before))
    const selected = db.select(selection).from(ngoProfiles).leftJoin(organizationTypes, eq(organizationTypes.id, ngoProfiles.organization_type_id)).$dynamic()
    const rows = (await (search ? selected.innerJoin(profileSearchTable, eq(profileSearchTable.profile_id, ngoProfiles.id)) : selected)
      .where(and(...conditions))
      .orderBy(desc(ngoProfiles.id))
      .limit(batchSize)) as ExportProfile[]
    if (rows.length === 0) return
    // Only an admitted (verified) NGO renews.
    const ofBatch = await renewals(rows.filter((row) => row.is_verified).map((row) => row.id))
    yield rows.map((row) => (row.is_verified ? { ...row, renewal_current: ofBatch.current(row.id), renewal_record: ofBatch.record(row.id) } : row))
    if (rows.length < batchSize) return
    before = rows[rows.length - 1].id
  }
}

function csvValue(value: ExportValue): CsvValue {
  return value !== null && typeof value === 'object' ? value.date : value
}

function csvStream(columns: ExportColumn[], batches: AsyncGenerator<ExportProfile[]>, first: IteratorResult<ExportProfile[]>) {
  return batchTextStream({
    head: BOM + csvLine(columns.map((column) => column.header)),
    first,
    batches,
    encode: (rows) => rows.map((row) => csvLine(columns.map((column) => csvValue(column.value(row))))).join(''),
  })
}

/** What the zip entry of a sheet may hold unsent before rows wait. */
const SHEET_BACKLOG_BYTES = 1 << 20

/**
 * ExcelJS's streaming writer pushes each sheet into its zip entry without
 * waiting (its StreamBuf ignores the entry's backpressure), so rows produced
 * faster than they are compressed and sent would pile up in memory. Rows wait
 * here until the entry has passed most of them on and the response has room.
 */
async function drained(sheet: ExcelJS.Worksheet, output: PassThrough) {
  const entry = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0] as
    | (Writable & { _writableState?: { length: number } })
    | undefined
  const closed = once(output, 'close').catch(() => undefined)
  while (entry && !output.destroyed && (entry.writableLength ?? entry._writableState?.length ?? 0) > SHEET_BACKLOG_BYTES) {
    await Promise.race([once(entry, 'drain'), closed])
  }
  while (output.writableNeedDrain && !output.destroyed) await Promise.race([once(output, 'drain'), closed])
}

function xlsxStream(columns: ExportColumn[], batches: AsyncGenerator<ExportProfile[]>, first: IteratorResult<ExportProfile[]>) {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('NGOs', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    ...(column.isDate ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }))
  const cell = (value: ExportValue) => (value !== null && typeof value === 'object' ? new Date(`${value.date}T00:00:00Z`) : value)
  void (async () => {
    try {
      for (let next = first; !next.done; next = await batches.next()) {
        for (const row of next.value) sheet.addRow(columns.map((column) => cell(column.value(row)))).commit()
        await drained(sheet, output)
        if (output.destroyed) {
          await batches.return(undefined)
          return
        }
      }
      sheet.commit()
      await workbook.commit()
    } catch (error) {
      output.destroy(error as Error)
    }
  })()
  return Readable.toWeb(output) as ReadableStream<Uint8Array>
}

/**
 * The export as a byte stream. The first batch is read before the stream is
 * returned, so a database failure is an ordinary error response.
 */
export async function profileExportStream(viewer: Viewer, query: ProfileListQuery & { lang?: Language }, format: ExportFormat, t: Translate): Promise<ReadableStream<Uint8Array>> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const columns = exportColumns(t, query.lang ?? 'ne')
  const batches = exportBatches(query)
  const first = await batches.next()
  return format === 'csv' ? csvStream(columns, batches, first) : xlsxStream(columns, batches, first)
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** ngo-list-2026-11-23.csv: the day (Kathmandu) the list was taken. */
export function exportFileName(format: ExportFormat, now: Date = new Date()): string {
  return `ngo-list-${kathmanduToday(now)}.${format}`
}
