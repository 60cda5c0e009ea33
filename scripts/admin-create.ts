// `npm run admin:create` – adds a super administrator from the command line.
//
//   npm run admin:create -- --mobile 9851234567 --name "Ram Shrestha" --password '...'
//   npm run admin:create                      (asks for what is missing)
//
// It reaches the portal's database like the other command-line tools: the
// PostgreSQL of DATABASE_URL when set; else the embedded database of a running
// `npm start` (found through DATA_DIR/runtime.json); else it starts the
// embedded database under DATA_DIR for the moment it needs it. So run it on
// the portal's machine with the same DATA_DIR / DATABASE_URL as the portal.
// Passing the password on the command line leaves it in the shell history;
// leave --password out to be asked for it without echo.
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { isValidMobile } from '@/lib/auth/mobile'
import { passwordProblem } from '@/lib/auth/password'
import { createSuperAdmin } from '@/lib/auth/super-admin'
import { withCliDatabase } from '@/lib/db/cli-database'

const USAGE = 'usage: npm run admin:create -- --mobile <mobile> [--name <name>] [--password <password>]'

function ask(question: string, { hidden = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    if (hidden) {
      // Echo nothing while the password is typed.
      const output = rl as unknown as { _writeToOutput: (text: string) => void }
      output._writeToOutput = (text: string) => {
        if (text.startsWith(question)) process.stdout.write(question)
      }
    }
    rl.question(question, (answer) => {
      rl.close()
      if (hidden) process.stdout.write('\n')
      resolve(answer.trim())
    })
  })
}

async function readInput() {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  })
  if (values.help) {
    process.stdout.write(USAGE + '\n')
    process.exit(0)
  }
  const interactive = Boolean(process.stdin.isTTY)
  let mobile = values.mobile
  let password = values.password
  let name = values.name
  if ((!mobile || !password) && !interactive) throw new Error(`--mobile and --password are required when not run in a terminal.\n${USAGE}`)
  mobile ??= await ask('Mobile number: ')
  if (!isValidMobile(mobile)) throw new Error(`Not a valid mobile number: ${mobile}`)
  name ??= interactive ? (await ask('Name [Super Admin]: ')) || undefined : undefined
  if (!password) {
    password = await ask('Password (8-128 characters): ', { hidden: true })
    const problem = passwordProblem(password)
    if (problem) throw new Error(problem)
    if ((await ask('Repeat the password: ', { hidden: true })) !== password) throw new Error("The passwords don't match.")
  }
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  return { mobile, password, name }
}

async function main() {
  const input = await readInput()
  const created = await withCliDatabase(() => createSuperAdmin(input), { seed: false })
  process.stdout.write(`Super administrator created: mobile ${created.mobile} (user ${created.id}). Sign in on /login with "Admin".\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create: ${(error as Error).message}\n`)
  process.exit(1)
})
