// npm run restore -- FILE: restore an archive of `npm run backup` into an
// empty installation (a fresh DATA_DIR or an empty DATABASE_URL).
import path from 'node:path'
import { restoreBackup } from '@/lib/backup/archive'
import { withCliDatabase } from '@/lib/db/cli-database'

async function main() {
  const file = process.argv[2]
  if (!file) {
    process.stderr.write('usage: npm run restore -- FILE\n')
    process.exit(2)
  }
  const summary = await withCliDatabase(() => restoreBackup(path.resolve(file)), { seed: false })
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0)
  process.stdout.write(`restored ${Object.keys(summary.tables).length} tables, ${rows} rows, ${summary.files} files from ${file}\n`)
}

main().catch((error) => {
  process.stderr.write(`restore failed: ${(error as Error).message}\n`)
  process.exit(1)
})
