// `npm run seed:demo -- --ngos N`: adds N realistic demo NGO profiles.
// Database: DATABASE_URL, else the embedded one `npm start` is running (its
// address is in DATA_DIR/runtime.json). Safe to run again: it adds N more.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')
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

function resolveDatabaseUrl(): string {
  if (process.env.DATABASE_URL?.trim()) return process.env.DATABASE_URL.trim()
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data')
  const runtime = path.join(dataDir, 'runtime.json')
  if (!fs.existsSync(runtime)) {
    throw new Error(`No DATABASE_URL and no running portal found (${runtime} is missing). Start the portal with \`npm start\` first, or set DATABASE_URL.`)
  }
  return (JSON.parse(fs.readFileSync(runtime, 'utf8')) as { databaseUrl: string }).databaseUrl
}

async function main() {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'))
  const count = parseCount(process.argv.slice(2))
  process.env.DATABASE_URL = resolveDatabaseUrl()

  // Imported after DATABASE_URL is set: the settings are read once.
  const { prepareDatabase } = await import('@/lib/db/prepare')
  const { closeDatabase, getPool } = await import('@/lib/db')
  const { hashPassword } = await import('@/lib/auth/password')
  const { getFileStorage } = await import('@/lib/files/storage')
  const { DEMO_PASSWORD, seedDemoProfiles } = await import('@/db/seed/demo')

  try {
    await prepareDatabase({ superAdmin: false })
    say(`adding ${count.toLocaleString('en-US')} demo NGO profiles...`)
    const result = await seedDemoProfiles(getPool(), {
      count,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      storeFile: (key, data) => getFileStorage().put(key, data),
      log: say,
    })
    say(`done: ${result.inserted.toLocaleString('en-US')} profiles in ${(result.milliseconds / 1000).toFixed(1)} s`)
    say(`demo NGO users sign in with their DAO registration number, mobile 96xxxxxxxx and the password "${DEMO_PASSWORD}"`)
    say('a running portal shows the new numbers on its dashboard within the hour, or at once after a restart or any profile save')
  } finally {
    await closeDatabase()
  }
}

main().catch((error) => {
  process.stderr.write(`[seed:demo] ${(error as Error).message}\n`)
  process.exit(1)
})
