// A copy of the portal's migrations that stops just before one of them: a
// test migrates a database to there, puts in the rows as they were, then
// migrates to the end and reads what that migration made of them.
import fs from 'node:fs'
import path from 'node:path'
import { MIGRATIONS_FOLDER } from '@/lib/db/schema-version'

/** Copies the migrations into `folder`, its journal cut before the first migration whose tag matches `tag`. */
export function migrationsBefore(tag: RegExp, folder: string): string {
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const index = journal.entries.findIndex((entry) => tag.test(entry.tag))
  if (index < 1) throw new Error(`no migration after the first is tagged ${tag}`)
  journal.entries = journal.entries.slice(0, index)
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}
