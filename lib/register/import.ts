// The register import (POST /api/ngo/import, /content/import): a spreadsheet
// of NGOs becomes profiles. The first call is always a dry run: every row is
// read, checked and matched by its DAO registration number, and nothing is
// written. Confirming sends the same file again; it is checked again and, when
// no row has an error, written in one transaction: new profiles (unverified,
// owned by no account) and updates of existing ones, where an empty cell
// leaves the stored value as it was. One action log entry records the counts.
import { createHash } from 'node:crypto'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { ngoProfiles, options, organizationTypes, profileOptions, wards } from '@/db/schema'
import { ApiError, badRequest, forbidden } from '@/lib/api/errors'
import type { MultipartForm } from '@/lib/api/route'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import { toLatinDigits } from '@/lib/calendar'
import { getDictionary } from '@/lib/content/reference'
import { db, type Executor } from '@/lib/db'
import { makeTranslate } from '@/lib/i18n/translate'
import { isSuperAdmin } from '@/lib/profile/access'
import { DAO_REGISTRATION_NO_KEY } from '@/lib/profile/claims'
import { findResemblingRows, type ResemblingProfile } from '@/lib/profile/duplicates'
import { refreshCompletenessOf } from '@/lib/profile/completeness-store'
import { normalizeWebsite, readDate, registrationNumberKey, type ReadDate } from '@/lib/profile/normalize'
import { profileColumnValues, type ProfileValues } from '@/lib/profile/profile'
import { profileSaveBody, type ProfileSaveInput } from '@/lib/profile/schemas'
import { replaceWorkingWardsOf } from '@/lib/profile/wards'
import { headerIndex, headerKey, WHOLE_MUNICIPALITY, type Calendar, type OptionType, type RegisterColumn } from '@/lib/register/columns'
import { readDistrict, type DistrictChoice } from '@/lib/register/districts'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/lib/register/limits'
import { readSheet, type Sheet, type SheetCell } from '@/lib/register/read-file'
import { importFormFields, type ImportFormFields } from '@/lib/register/schemas'

/** A message about one cell: its column (an index into the preview's columns) and the message's values. */
export type CellIssue = { column: number; field: string; message: string; name?: string; value?: string }

export type ImportRowStatus = 'new' | 'update' | 'error'

export type ImportRow = {
  /** The row's number in the spreadsheet. */
  row: number
  status: ImportRowStatus
  /** The profile an update changes. */
  profile_id: number | null
  dao_registration_no: string | null
  name: string | null
  /** The text of each matched column's cell, in the order of `columns`. */
  cells: string[]
  errors: CellIssue[]
  /** How a cell was read: a date's calendar, converted digits, a formula kept as text. */
  notes: CellIssue[]
  /** A new row's warning (decision 094): profiles already in the registry it resembles. It may still be imported. */
  possible_duplicates: ResemblingProfile[]
}

export type ImportColumn = { header: string; field: string; calendar: Calendar | null; importable: boolean }

export type ImportPreview = {
  file: { name: string | null; format: Sheet['format']; sha256: string; rows: number }
  columns: ImportColumn[]
  /** Headers that name no column of the register: their cells are not read. */
  ignored_columns: string[]
  /** `possible_duplicates`: the new rows that resemble a profile already in the registry. */
  summary: { rows: number; new: number; update: number; error: number; possible_duplicates: number }
  rows: ImportRow[]
}

export type ImportResult = { created: number; updated: number; rows: number; file: ImportPreview['file'] }

// ---------------------------------------------------------------- reading the header

type MatchedColumn = { index: number; header: string; column: RegisterColumn; calendar: Calendar | null }

async function readHeader(header: string[], dictionary: Record<string, string>) {
  const index = headerIndex([makeTranslate('en', {}), makeTranslate('ne', {}), makeTranslate('ne', dictionary)])
  const matched: MatchedColumn[] = []
  const ignored: string[] = []
  const seen = new Map<string, string>()
  header.forEach((text, position) => {
    const match = text ? index.get(headerKey(text)) : undefined
    if (!match) {
      if (text) ignored.push(text)
      return
    }
    const fieldKey = match.column.key + (match.calendar ?? '')
    if (seen.has(fieldKey)) throw new ApiError(400, REGISTER_MESSAGES.duplicateColumn, { errors: { columns: `${seen.get(fieldKey)}, ${text}` } })
    seen.set(fieldKey, text)
    matched.push({ index: position, header: text, column: match.column, calendar: match.calendar ?? null })
  })
  const keys = new Set(matched.map((entry) => entry.column.key))
  if (!keys.has('dao_registration_no') || !keys.has('name')) throw new ApiError(400, REGISTER_MESSAGES.missingHeader)
  return { matched, ignored }
}

// ---------------------------------------------------------------- reference data

type Reference = {
  organizationTypes: Map<string, number>
  options: Record<OptionType, Map<string, number>>
  /** A ward by its number (Latin digits) and by each of its names. */
  wards: Map<string, number>
  /** The whole municipality, as the working-wards column may say it in either language. */
  wholeMunicipality: Set<string>
}

const nameKey = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
/** A ward as a cell names it: its number in either script, or one of its names. */
const wardKey = (text: string) => (/^[0-9\u0966-\u096F]+$/.test(text.trim()) ? String(Number(toLatinDigits(text.trim()))) : nameKey(text))

async function loadReference(executor: Executor, dictionary: Record<string, string>): Promise<Reference> {
  const [types, optionRows, wardRows] = await Promise.all([
    executor.select({ id: organizationTypes.id, type: organizationTypes.type }).from(organizationTypes),
    executor.select({ id: options.id, name: options.name, type: options.type }).from(options),
    executor.select({ id: wards.id, number: wards.number, name: wards.name, name_en: wards.name_en }).from(wards),
  ])
  const byType: Reference['options'] = { 'thematic-scope': new Map(), 'target-group': new Map() }
  for (const option of optionRows) byType[option.type].set(nameKey(option.name), option.id)
  const wardsByKey = new Map<string, number>()
  for (const ward of wardRows) for (const key of [ward.name, ward.name_en]) if (key) wardsByKey.set(nameKey(key), ward.id)
  // A number names its ward before any name does.
  for (const ward of wardRows) wardsByKey.set(String(ward.number), ward.id)
  const wholeMunicipality = new Set(
    [makeTranslate('en', {}), makeTranslate('ne', {}), makeTranslate('ne', dictionary)].map((t) => nameKey(t(WHOLE_MUNICIPALITY))),
  )
  return { organizationTypes: new Map(types.map((type) => [nameKey(type.type), type.id])), options: byType, wards: wardsByKey, wholeMunicipality }
}

type ExistingProfile = { id: number; user_id: number | null }

/** Profiles whose DAO registration number is one of these (compared as registrationNumberKey does). */
async function findExisting(executor: Executor, keys: string[]): Promise<Map<string, ExistingProfile[]>> {
  const found = new Map<string, ExistingProfile[]>()
  if (keys.length === 0) return found
  const rows = await executor
    .select({ id: ngoProfiles.id, user_id: ngoProfiles.user_id, key: DAO_REGISTRATION_NO_KEY })
    .from(ngoProfiles)
    .where(sql`${DAO_REGISTRATION_NO_KEY} = any(${sql.param(keys)}::text[])`)
  for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), { id: row.id, user_id: row.user_id }])
  return found
}

// ---------------------------------------------------------------- reading a row

const OPTION_UNKNOWN: Record<OptionType, string> = {
  'thematic-scope': REGISTER_MESSAGES.unknownThematicScope,
  'target-group': REGISTER_MESSAGES.unknownTargetGroup,
}

const NEPALI_DIGIT = /[\u0966-\u096F]/

type ReadRow = {
  row: ImportRow
  input: ProfileSaveInput
  /** Option ids by type, for the types whose cell was filled. */
  optionIds: Partial<Record<OptionType, number[]>>
  /** The wards it works in, when its cell was filled. */
  wardIds?: number[]
  daoKey: string | null
}

function readRow(row: number, cells: (SheetCell | null)[], columns: MatchedColumn[], reference: Reference): ReadRow {
  const errors: CellIssue[] = []
  const notes: CellIssue[] = []
  const body: Record<string, unknown> = {}
  const optionIds: ReadRow['optionIds'] = {}
  let wardIds: number[] | undefined
  const dates = new Map<string, { read: ReadDate; column: number }>()
  const districts: { choice: DistrictChoice; named: boolean }[] = []
  const texts: string[] = []

  columns.forEach((entry, column) => {
    const cell = cells[entry.index] ?? null
    const text = cell?.text.trim() ?? ''
    texts.push(text)
    const field = entry.column.key + (entry.calendar ? `_${entry.calendar.toLowerCase()}` : '')
    const issue = (message: string, values: { name?: string; value?: string } = {}): CellIssue => ({ column, field, message, ...values })
    if (text === '' || entry.column.kind === 'fixed') return
    if (cell?.isFormula) notes.push(issue(REGISTER_MESSAGES.formulaKept))
    switch (entry.column.kind) {
      case 'text':
        body[entry.column.key] = text
        if (entry.column.key === 'website' && normalizeWebsite(text) === undefined) errors.push(issue('must be a web address'))
        break
      case 'number-text':
        body[entry.column.key] = text
        if (NEPALI_DIGIT.test(text)) notes.push(issue(REGISTER_MESSAGES.digitsConverted, { value: toLatinDigits(text) }))
        break
      case 'count':
        body[entry.column.key] = text
        break
      case 'date': {
        const calendar = cell?.isDate ? 'AD' : (entry.calendar ?? undefined)
        const read = readDate(text, calendar)
        if (!read) {
          errors.push(issue(entry.calendar === 'BS' ? REGISTER_MESSAGES.dateNotBs : entry.calendar === 'AD' ? REGISTER_MESSAGES.dateNotAd : REGISTER_MESSAGES.badDate))
          break
        }
        const other = dates.get(entry.column.key)
        if (other && other.read.ad !== read.ad) errors.push(issue(REGISTER_MESSAGES.datesDiffer))
        dates.set(entry.column.key, { read, column })
        body[entry.column.key] = read.ad
        if (read.calendar === 'BS') notes.push(issue(REGISTER_MESSAGES.readAsBs, { value: read.ad }))
        else if (!cell?.isDate) notes.push(issue(REGISTER_MESSAGES.readAsAd, { value: read.bs ?? '' }))
        break
      }
      case 'district': {
        const choice = readDistrict(text)
        if (!choice) errors.push(issue(REGISTER_MESSAGES.unknownDistrict))
        else districts.push({ choice, named: choice.dao_district_name !== null })
        break
      }
      case 'organization-type': {
        const typeId = reference.organizationTypes.get(nameKey(text))
        if (typeId === undefined) errors.push(issue(REGISTER_MESSAGES.unknownOrganizationType))
        else body.organization_type_id = typeId
        break
      }
      case 'options': {
        const type = entry.column.optionType!
        const ids: number[] = []
        for (const name of text.split(/[;\n]/).map((part) => part.trim()).filter(Boolean)) {
          const optionId = reference.options[type].get(nameKey(name))
          if (optionId === undefined) errors.push(issue(OPTION_UNKNOWN[type], { name }))
          else ids.push(optionId)
        }
        optionIds[type] = [...new Set(ids)]
        break
      }
      case 'ward': {
        const wardId = reference.wards.get(wardKey(text))
        if (wardId === undefined) errors.push(issue(REGISTER_MESSAGES.unknownWard, { name: text }))
        else body.office_ward_id = wardId
        break
      }
      case 'wards': {
        if (reference.wholeMunicipality.has(nameKey(text))) {
          body.whole_municipality = true
          wardIds = []
          break
        }
        const ids: number[] = []
        for (const name of text.split(/[;\n]/).map((part) => part.trim()).filter(Boolean)) {
          const wardId = reference.wards.get(wardKey(name))
          if (wardId === undefined) errors.push(issue(REGISTER_MESSAGES.unknownWard, { name }))
          else ids.push(wardId)
        }
        body.whole_municipality = false
        wardIds = [...new Set(ids)]
        break
      }
    }
  })
  // A district named in either column decides; `lalitpur` or `others` alone says only which of the two.
  const district = districts.find((entry) => entry.named) ?? districts[0]
  if (district) Object.assign(body, district.choice)

  const parsed = profileSaveBody.safeParse(body)
  const input: ProfileSaveInput = parsed.success ? parsed.data : {}
  if (!parsed.success) {
    for (const problem of parsed.error.issues) {
      const key = String(problem.path[0])
      const column = columns.findIndex((entry) => entry.column.key === key)
      errors.push({ column: Math.max(column, 0), field: key, message: problem.message })
    }
  }
  const daoColumn = columns.findIndex((entry) => entry.column.key === 'dao_registration_no')
  const daoText = texts[daoColumn]
  if (!daoText) errors.push({ column: daoColumn, field: 'dao_registration_no', message: REGISTER_MESSAGES.daoRequired })
  const nameColumn = columns.findIndex((entry) => entry.column.key === 'name')
  return {
    row: {
      row,
      status: errors.length ? 'error' : 'new',
      profile_id: null,
      dao_registration_no: daoText ? toLatinDigits(daoText) : null,
      name: texts[nameColumn] || null,
      cells: texts,
      errors,
      notes,
      possible_duplicates: [],
    },
    input,
    optionIds,
    wardIds,
    daoKey: daoText ? registrationNumberKey(daoText) : null,
  }
}

// ---------------------------------------------------------------- the dry run

type Checked = { preview: ImportPreview; rows: ReadRow[] }

async function checkSheet(executor: Executor, sheet: Sheet, file: ImportPreview['file']): Promise<Checked> {
  const dictionary = await getDictionary()
  const { matched, ignored } = await readHeader(sheet.header, dictionary)
  const reference = await loadReference(executor, dictionary)
  const rows = sheet.rows.map((sheetRow) => readRow(sheetRow.row, sheetRow.cells, matched, reference))
  const daoColumn = matched.findIndex((entry) => entry.column.key === 'dao_registration_no')
  const nameColumn = matched.findIndex((entry) => entry.column.key === 'name')

  // The same DAO registration number twice in the file: each row says where the other is.
  const rowsByDao = new Map<string, ReadRow[]>()
  for (const read of rows) if (read.daoKey) rowsByDao.set(read.daoKey, [...(rowsByDao.get(read.daoKey) ?? []), read])
  for (const group of rowsByDao.values()) {
    if (group.length < 2) continue
    for (const read of group) {
      const other = group.find((candidate) => candidate !== read)!
      read.row.errors.push({ column: daoColumn, field: 'dao_registration_no', message: REGISTER_MESSAGES.duplicateDao, value: String(other.row.row) })
    }
  }

  const existing = await findExisting(executor, [...rowsByDao.keys()])
  for (const read of rows) {
    const matches = read.daoKey ? (existing.get(read.daoKey) ?? []) : []
    if (matches.length > 1) {
      read.row.errors.push({ column: daoColumn, field: 'dao_registration_no', message: REGISTER_MESSAGES.ambiguousDao, value: matches.map((profile) => profile.id).join(', ') })
    } else if (matches.length === 1) {
      read.row.profile_id = matches[0].id
    } else if (!read.row.name) {
      read.row.errors.push({ column: nameColumn, field: 'name', message: REGISTER_MESSAGES.nameRequired })
    }
    read.row.status = read.row.errors.length ? 'error' : read.row.profile_id ? 'update' : 'new'
  }

  const count = (status: ImportRowStatus) => rows.filter((read) => read.row.status === status).length
  return {
    rows,
    preview: {
      file,
      columns: matched.map((entry) => ({
        header: entry.header,
        field: entry.column.key,
        calendar: entry.calendar,
        importable: entry.column.kind !== 'fixed',
      })),
      ignored_columns: ignored,
      summary: { rows: rows.length, new: count('new'), update: count('update'), error: count('error'), possible_duplicates: 0 },
      rows: rows.map((read) => read.row),
    },
  }
}

export type ImportUpload = { file: Blob; fileName: string | null }

async function readUpload(upload: ImportUpload) {
  if (upload.file.size > MAX_IMPORT_BYTES) throw new ApiError(413, REGISTER_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await upload.file.arrayBuffer())
  const sheet = await readSheet(bytes)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return { sheet, file: { name: upload.fileName, format: sheet.format, sha256, rows: sheet.rows.length } }
}

/** The dry run: every row with its status and its errors, and each new row's possible duplicates; nothing is written. */
export async function previewImport(viewer: Viewer, upload: ImportUpload): Promise<ImportPreview> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const { sheet, file } = await readUpload(upload)
  const { preview, rows } = await checkSheet(db, sheet, file)
  await warnOfDuplicates(preview, rows)
  return preview
}

/**
 * Each new row that resembles a profile already in the registry says which
 * (decision 094): its DAO number written another way, a phone, or a name a
 * few letters apart. One query for the whole file.
 */
async function warnOfDuplicates(preview: ImportPreview, rows: ReadRow[]) {
  const fresh = rows.filter((read) => read.row.status === 'new')
  const found = await findResemblingRows(
    fresh.map((read) => ({
      ref: read.row.row,
      dao: read.row.dao_registration_no,
      phones: [read.input.phone ?? null, read.input.contact_person_phone ?? null, read.input.head_person_phone ?? null],
      names: [read.input.name ?? read.row.name, read.input.name_en ?? null],
    })),
  )
  for (const read of fresh) read.row.possible_duplicates = found.get(read.row.row) ?? []
  preview.summary.possible_duplicates = fresh.filter((read) => read.row.possible_duplicates.length > 0).length
}

// ---------------------------------------------------------------- the import

/** Rows per insert or update statement (well under PostgreSQL's 65 535 parameters). */
const WRITE_BATCH = 500
/** Serialises imports: two at once could both create the same DAO registration number. */
const IMPORT_LOCK = 0x6e676f01

const PROFILE_COLUMNS = getTableColumns(ngoProfiles)

/** Columns an import may set, typed for jsonb_to_recordset. */
function updateColumns(values: ProfileValues[]): string[] {
  return [...new Set(values.flatMap((value) => Object.keys(value)))].filter((key) => key in PROFILE_COLUMNS)
}

/**
 * Updates many profiles in one statement per batch. Each row holds only the
 * columns its cells filled; the others keep their value.
 */
async function updateProfiles(executor: Executor, updates: { id: number; values: ProfileValues }[]) {
  for (let start = 0; start < updates.length; start += WRITE_BATCH) {
    const batch = updates.slice(start, start + WRITE_BATCH)
    const columns = updateColumns(batch.map((update) => update.values))
    if (columns.length === 0) continue
    const records = batch.map((update) => ({ ...update.values, id: update.id }))
    const assignments = columns.map((column) => {
      const name = sql.identifier(PROFILE_COLUMNS[column as keyof typeof PROFILE_COLUMNS].name)
      return sql`${name} = coalesce(v.${name}, p.${name})`
    })
    const definitions = columns.map((column) => {
      const definition = PROFILE_COLUMNS[column as keyof typeof PROFILE_COLUMNS]
      return sql`${sql.identifier(definition.name)} ${sql.raw(definition.getSQLType())}`
    })
    await executor.execute(sql`
      update ngo_profiles p set ${sql.join(assignments, sql`, `)}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id integer, ${sql.join(definitions, sql`, `)})
      where p.id = v.id`)
  }
}

/** Replaces the links of the option types a row named. */
async function replaceOptions(executor: Executor, links: { profileId: number; optionIds: ReadRow['optionIds'] }[]) {
  for (const type of ['thematic-scope', 'target-group'] as const) {
    const named = links.filter((link) => link.optionIds[type] !== undefined)
    for (let start = 0; start < named.length; start += WRITE_BATCH) {
      const batch = named.slice(start, start + WRITE_BATCH)
      await executor.delete(profileOptions).where(
        and(
          inArray(profileOptions.profile_id, batch.map((link) => link.profileId)),
          inArray(profileOptions.option_id, executor.select({ id: options.id }).from(options).where(eq(options.type, type))),
        ),
      )
      const values = batch.flatMap((link) => link.optionIds[type]!.map((optionId) => ({ profile_id: link.profileId, option_id: optionId })))
      if (values.length) await executor.insert(profileOptions).values(values)
    }
  }
}

/**
 * Imports the file the dry run checked (`confirm` is its fingerprint), all
 * rows or none. A row with an error stops the whole import.
 */
export async function runImport(viewer: Viewer, upload: ImportUpload, confirm: string): Promise<ImportResult> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const { sheet, file } = await readUpload(upload)
  if (file.sha256 !== confirm) throw new ApiError(409, REGISTER_MESSAGES.fileChanged)
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`)
    // Checked again under the lock: the registry may have changed since the dry run.
    const { preview, rows } = await checkSheet(tx, sheet, file)
    if (preview.summary.error > 0) throw new ApiError(400, REGISTER_MESSAGES.hasErrors)

    const created = rows.filter((read) => read.row.status === 'new')
    const updated = rows.filter((read) => read.row.status === 'update')
    const createdIds: number[] = []
    for (let start = 0; start < created.length; start += WRITE_BATCH) {
      const batch = created.slice(start, start + WRITE_BATCH)
      const inserted = await tx
        .insert(ngoProfiles)
        .values(batch.map((read) => ({ ...profileColumnValues(read.input), name: read.input.name as string, user_id: null })))
        .returning({ id: ngoProfiles.id })
      createdIds.push(...inserted.map((row) => row.id))
    }
    await updateProfiles(
      tx,
      updated.map((read) => ({ id: read.row.profile_id!, values: profileColumnValues(read.input) })),
    )
    await replaceOptions(tx, [
      ...created.map((read, index) => ({ profileId: createdIds[index], optionIds: read.optionIds })),
      ...updated.map((read) => ({ profileId: read.row.profile_id!, optionIds: read.optionIds })),
    ])
    await replaceWorkingWardsOf(tx, [
      ...created.flatMap((read, index) => (read.wardIds ? [{ profileId: createdIds[index], wardIds: read.wardIds }] : [])),
      ...updated.flatMap((read) => (read.wardIds ? [{ profileId: read.row.profile_id!, wardIds: read.wardIds }] : [])),
    ])
    const updatedIds = updated.map((read) => read.row.profile_id!)
    await refreshCompletenessOf(tx, [...createdIds, ...updatedIds])
    const counts = { created: createdIds.length, updated: updatedIds.length, rows: rows.length }
    await recordAudit(tx, {
      actor: viewer,
      action: 'import',
      entity: 'ngo_profile_import',
      after: { file_name: file.name, format: file.format, sha256: file.sha256, ...counts },
    })
    return { ...counts, updatedIds }
  })
  await changesHeard()
  return { created: result.created, updated: result.updated, rows: result.rows, file }
}

// ---------------------------------------------------------------- the form

/** The whole multipart body: the file plus room for the boundaries and the confirm field. */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_BYTES + 64 * 1024

/** The import form (POST /api/ngo/import): read at most MAX_IMPORT_BODY_BYTES, its fields checked by parseImportForm. */
export const IMPORT_FORM: MultipartForm = {
  kind: 'multipart',
  name: 'ImportForm',
  maxBytes: MAX_IMPORT_BODY_BYTES,
  tooLargeMessage: REGISTER_MESSAGES.tooLarge,
  encoding: { file: { contentType: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
  fields: {
    type: 'object',
    required: ['file'],
    additionalProperties: false,
    properties: {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `A CSV (UTF-8) or XLSX file of at most ${MAX_IMPORT_BYTES} bytes and ${MAX_IMPORT_ROWS} rows whose first row names the columns`,
      },
      confirm: {
        type: 'string',
        pattern: '^[a-f0-9]{64}$',
        description: "Left out: a dry run (nothing is written). The dry run's data.file.sha256: import this same file, all rows or none.",
      },
    },
  },
}

const FORM_FIELDS = new Set(['file', 'confirm'])

/** The import form: `file` (CSV or XLSX) and, to import rather than check, `confirm`. */
export function parseImportForm(form: FormData): { upload: ImportUpload; fields: ImportFormFields } {
  for (const key of form.keys()) {
    if (!FORM_FIELDS.has(key)) throw badRequest(`Unexpected field ${key.slice(0, 40)}`, { [key.slice(0, 40)]: 'not expected' })
  }
  const files = form.getAll('file')
  const file = files[0]
  if (files.length !== 1 || typeof file === 'string') throw badRequest(REGISTER_MESSAGES.fileRequired, { file: REGISTER_MESSAGES.fileRequired })
  const confirm = form.get('confirm')
  const fields = importFormFields.parse({ confirm: typeof confirm === 'string' && confirm !== '' ? confirm : undefined })
  return { upload: { file, fileName: file.name ? file.name.slice(0, 200) : null }, fields }
}
