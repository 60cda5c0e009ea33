// What changed between two snapshots of a profile (decision 088), per review
// section: text fields word by word, table rows added, removed and changed,
// documents new or replaced. Pure: the review reads the two snapshots and
// shows this.
import { diffWords, type WordPart } from '@/lib/renewals/word-diff'
import {
  reviewSections,
  sectionOfField,
  sectionOfTable,
  SNAPSHOT_FIELDS,
  type RenewalSnapshot,
  type SnapshotDocument,
  type SnapshotRow,
  type SnapshotTable,
  type SnapshotValue,
} from '@/lib/renewals/tasks'
import { documentIdOfItem } from '@/lib/renewals/schemas'

export type FieldChange = { field: string; before: string | null; after: string | null; words: WordPart[] }
export type RowChange = { table: SnapshotTable; kind: 'added' | 'removed' | 'changed'; key: string; before: Record<string, SnapshotValue> | null; after: Record<string, SnapshotValue> | null; fields: string[] }
export type DocumentChange = { kind: 'new' | 'replaced' | 'removed'; before: SnapshotDocument | null; after: SnapshotDocument | null }
export type SectionDiff = { section: string; fields: FieldChange[]; rows: RowChange[]; documents: DocumentChange[] }

const TABLES: SnapshotTable[] = ['associates', 'structure', 'budgets']

function rowChanges(table: SnapshotTable, before: SnapshotRow[], after: SnapshotRow[]): RowChange[] {
  const old = new Map(before.map((row) => [row.key, row]))
  const changes: RowChange[] = []
  for (const row of after) {
    const previous = old.get(row.key)
    old.delete(row.key)
    if (!previous) {
      changes.push({ table, kind: 'added', key: row.key, before: null, after: row.values, fields: Object.keys(row.values) })
      continue
    }
    const fields = Object.keys({ ...previous.values, ...row.values }).filter((field) => String(previous.values[field] ?? '') !== String(row.values[field] ?? ''))
    if (fields.length > 0) changes.push({ table, kind: 'changed', key: row.key, before: previous.values, after: row.values, fields })
  }
  for (const row of old.values()) changes.push({ table, kind: 'removed', key: row.key, before: row.values, after: null, fields: Object.keys(row.values) })
  return changes
}

function documentChanges(documentId: number, before: SnapshotDocument[], after: SnapshotDocument[]): DocumentChange[] {
  const was = before.find((document) => document.document_config_id === documentId && document.file_id) ?? null
  const now = after.find((document) => document.document_config_id === documentId && document.file_id) ?? null
  if (now && !was) return [{ kind: 'new', before: null, after: now }]
  if (!now && was) return [{ kind: 'removed', before: was, after: null }]
  if (now && was && (now.file_id !== was.file_id || now.financial_year !== was.financial_year || now.valid_till !== was.valid_till)) return [{ kind: 'replaced', before: was, after: now }]
  return []
}

/**
 * Every review section of `after` with what changed since `before` (null: no
 * earlier renewal, so everything counts as new). A section with nothing
 * changed has empty lists.
 */
export function diffSnapshots(before: RenewalSnapshot | null, after: RenewalSnapshot): SectionDiff[] {
  const items = after.items
  const sections = new Map(reviewSections(items).map((section) => [section, { section, fields: [], rows: [], documents: [] } as SectionDiff]))
  for (const field of SNAPSHOT_FIELDS) {
    const old = before?.fields[field] ?? null
    const now = after.fields[field] ?? null
    if ((old ?? '') === (now ?? '')) continue
    sections.get(sectionOfField(field, items))!.fields.push({ field, before: old, after: now, words: diffWords(old, now) })
  }
  for (const table of TABLES) sections.get(sectionOfTable(table, items))!.rows.push(...rowChanges(table, before?.tables[table] ?? [], after.tables[table]))
  for (const item of items) {
    const documentId = documentIdOfItem(item)
    if (documentId !== null) sections.get(item)!.documents.push(...documentChanges(documentId, before?.documents ?? [], after.documents))
  }
  return [...sections.values()]
}
