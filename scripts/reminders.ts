// npm run reminders: sends the reminders due today (Kathmandu date): document
// expiries 30 and 7 days ahead, and the yearly renewal 30 and 7 days before
// the cycle's deadline and 1 day after it (decision 091). Safe to run as
// often as wanted: each reminder is sent once. It also finishes sending an SMS
// notice the portal stopped in the middle of. docker-compose.yml runs it daily.
import { withCliDatabase } from '@/lib/db/cli-database'
import { deliverUnfinishedNotices } from '@/lib/notices/notices'
import { runReminders } from '@/lib/reminders'
import { runRenewalReminders } from '@/lib/renewals/reminders'

async function main() {
  const { documents, renewal, notices } = await withCliDatabase(
    async () => ({ documents: await runReminders(), renewal: await runRenewalReminders(), notices: await deliverUnfinishedNotices() }),
    { seed: false },
  )
  process.stdout.write(
    `reminders: ${documents.sent} sent, ${documents.alreadySent} already sent, ${documents.failed} failed (retried next run), ${documents.noPhone} without a mobile number\n`,
  )
  if (renewal.window) {
    process.stdout.write(
      `renewal reminders (${renewal.window === 'after' ? '1 day after the deadline' : `${renewal.window} days before the deadline`}): ${renewal.sent} sent, ${renewal.failed} failed (retried next run), ${renewal.noPhone} without a mobile number${renewal.unsent > 0 ? `, ${renewal.unsent} left for the next run (the day's notice SMS budget is spent)` : ''}\n`,
    )
  } else process.stdout.write('renewal reminders: none due today\n')
  if (notices > 0) process.stdout.write(`notices: finished sending ${notices} left unfinished\n`)
  if (documents.failed > 0 || renewal.failed > 0 || renewal.unsent > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  process.stderr.write(`reminders failed: ${(error as Error).message}\n`)
  process.exit(1)
})
