// npm run reminders: sends the renewal reminders due today (30 and 7 days
// before a document expires, Kathmandu date). Safe to run as often as wanted:
// each reminder is sent once. docker-compose.yml runs it daily.
import { withCliDatabase } from '@/lib/db/cli-database'
import { runReminders } from '@/lib/reminders'

async function main() {
  const run = await withCliDatabase(() => runReminders(), { seed: false })
  process.stdout.write(`reminders: ${run.sent} sent, ${run.alreadySent} already sent, ${run.failed} failed (retried next run), ${run.noPhone} without a mobile number\n`)
  if (run.failed > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  process.stderr.write(`reminders failed: ${(error as Error).message}\n`)
  process.exit(1)
})
