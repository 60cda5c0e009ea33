// `npm run seed:demo -- --ngos N`: adds N realistic demo NGO profiles.
// Database: as every command-line tool (lib/db/cli-database.ts). Safe to run
// again: it adds N more.
import { DEMO_PASSWORD, seedDemoProfiles } from '@/db/seed/demo'
import { hashPassword } from '@/lib/auth/password'
import { getPool } from '@/lib/db'
import { withCliDatabase } from '@/lib/db/cli-database'
import { getFileStorage } from '@/lib/files/storage'

const USAGE = 'usage: npm run seed:demo -- --ngos N   (1 <= N <= 1000000)'

function say(line: string) {
  process.stdout.write(`[seed:demo] ${line}\n`)
}

function parseCount(argv: string[]): number {
  let value: string | undefined
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]
    if (argument === '--ngos') value = argv[index + 1]
    else if (argument.startsWith('--ngos=')) value = argument.slice('--ngos='.length)
  }
  const count = Number(value)
  if (!value || !Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error(USAGE)
  return count
}

async function main() {
  const count = parseCount(process.argv.slice(2))
  await withCliDatabase(async () => {
    say(`adding ${count.toLocaleString('en-US')} demo NGO profiles...`)
    const result = await seedDemoProfiles(getPool(), {
      count,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      storeFile: (key, data) => getFileStorage().put(key, data),
      log: say,
    })
    say(`done: ${result.inserted.toLocaleString('en-US')} profiles in ${(result.milliseconds / 1000).toFixed(1)} s`)
    say(`demo NGO users sign in with their DAO registration number, mobile 96xxxxxxxx and the password "${DEMO_PASSWORD}"`)
    say('a running portal shows the new numbers on its dashboard at once')
  })
}

main().catch((error) => {
  process.stderr.write(`[seed:demo] ${(error as Error).message}\n`)
  process.exit(1)
})
