// npm run backup [-- FILE]: a consistent archive of the database and the
// uploaded files (default: $DATA_DIR/backups/backup-<time>.jsonl.gz).
import fs from 'node:fs'
import path from 'node:path'
import { createBackup } from '@/lib/backup/archive'
import { withCliDatabase } from '@/lib/db/cli-database'
import { getEnv } from '@/lib/env'

async function main() {
  const summary = await withCliDatabase(
    async () => {
      const target =
        process.argv[2] ?? path.join(getEnv().DATA_DIR, 'backups', `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`)
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
      const result = await createBackup(path.resolve(target))
      return { ...result, target: path.resolve(target) }
    },
    { prepare: false },
  )
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0)
  process.stdout.write(`backup written: ${summary.target}\n  ${Object.keys(summary.tables).length} tables, ${rows} rows, ${summary.files} files, ${summary.bytes} bytes\n`)
}

main().catch((error) => {
  process.stderr.write(`backup failed: ${(error as Error).message}\n`)
  process.exit(1)
})
