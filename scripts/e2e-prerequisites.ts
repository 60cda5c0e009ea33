// Run by `npm run test:e2e` before Playwright: the end-to-end tests drive
// Debian's Chromium (its headless shell, package chromium-headless-shell:
// the same Blink without the browser's window, which took half the CPU of
// the full browser in the same tests) and compare pages drawn with the Noto fonts (Devanagari
// included), and Playwright may not download a browser here. Both they and
// the integration tests (`npm run test:unit`, which runs it with `--unit`)
// read the certificate PDF with poppler's pdftotext and pdftoppm. On a fresh
// Debian machine run as root the missing packages are installed with
// apt-get; otherwise the tests stop at once with the one command to run,
// instead of failing at the first page.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/** Debian's packages the end-to-end tests need: the browser, and the fonts of every page and screenshot. */
export const BROWSER_PACKAGE = 'chromium-headless-shell'
export const FONT_PACKAGES = ['fonts-noto-core'] as const
/** poppler's pdftotext and pdftoppm: the tests read a certificate's text and draw its page to find its QR code. */
export const PDF_PACKAGES = ['poppler-utils'] as const
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell'
/** What is about to run: the end-to-end tests need everything; the unit and integration tests only poppler. */
export type Scope = 'e2e' | 'unit'

export type Runner = (command: string, args: string[]) => { status: number | null; stdout: string }

export type Machine = {
  env: Record<string, string | undefined>
  /** Whether this process may install packages (root). */
  isRoot: boolean
  /** Whether a path is an executable file. */
  isExecutable: (path: string) => boolean
  run: Runner
  log: (line: string) => void
}

export type Plan = { missing: string[]; chromium: string; customBrowser: boolean; canAskDpkg: boolean; scope: Scope }

function hasDpkg(machine: Machine) {
  return machine.run('dpkg-query', ['--version']).status === 0
}

function installed(machine: Machine, name: string) {
  const answer = machine.run('dpkg-query', ['-W', '-f=${Status}', name])
  return answer.status === 0 && answer.stdout.includes('install ok installed')
}

/** Whether poppler's two commands answer, on a machine whose packages dpkg cannot name. */
function hasPoppler(machine: Machine) {
  return machine.run('pdftotext', ['-v']).status === 0 && machine.run('pdftoppm', ['-v']).status === 0
}

/** What is missing: Debian's packages by name, or the browser named by CHROMIUM_PATH. */
export function plan(machine: Machine, scope: Scope = 'e2e'): Plan {
  const custom = machine.env.CHROMIUM_PATH?.trim() || ''
  const chromium = custom || DEFAULT_CHROMIUM
  const canAskDpkg = hasDpkg(machine)
  const missing: string[] = []
  // CHROMIUM_PATH names a browser of the machine's own: it is checked, never installed.
  if (scope === 'e2e' && !custom && !machine.isExecutable(chromium)) missing.push(BROWSER_PACKAGE)
  const packages = scope === 'e2e' ? [...FONT_PACKAGES, ...PDF_PACKAGES] : [...PDF_PACKAGES]
  if (canAskDpkg) for (const name of packages) if (!installed(machine, name)) missing.push(name)
  if (!canAskDpkg && !hasPoppler(machine)) missing.push(...PDF_PACKAGES)
  return { missing, chromium, customBrowser: custom !== '', canAskDpkg, scope }
}

export function installCommand(packages: string[]) {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
}

/** Installs what is missing when it can, and answers the exit status: 0 when the end-to-end tests can run. */
export function ensurePrerequisites(machine: Machine, scope: Scope = 'e2e'): number {
  const { missing, chromium, customBrowser, canAskDpkg } = plan(machine, scope)
  if (scope === 'e2e' && customBrowser && !machine.isExecutable(chromium)) {
    machine.log(`CHROMIUM_PATH is ${chromium}, which is not an executable file; point it at Chromium, or unset it to use Debian's ${DEFAULT_CHROMIUM}.`)
    return 1
  }
  if (missing.length === 0) return 0
  if (!canAskDpkg) {
    if (missing.includes(BROWSER_PACKAGE)) machine.log(`The end-to-end tests need Chromium's headless shell at ${DEFAULT_CHROMIUM} (Debian's package ${BROWSER_PACKAGE}), or CHROMIUM_PATH set to a Chromium of this machine.`)
    if (missing.includes(PDF_PACKAGES[0])) machine.log("The tests need poppler's pdftotext and pdftoppm on the PATH (Debian's package poppler-utils).")
    return 1
  }
  if (!machine.isRoot) {
    machine.log(`The end-to-end tests need Debian's ${missing.join(', ')}. Install them with:\n\n  ${installCommand(missing)}\n`)
    return 1
  }
  machine.log(`installing Debian's ${missing.join(', ')} for the end-to-end tests`)
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
    const result = machine.run('apt-get', args)
    if (result.status !== 0) {
      machine.log(`apt-get ${args.join(' ')} failed (status ${result.status}).`)
      return 1
    }
  }
  const still = plan(machine, scope).missing
  if (still.length > 0) {
    machine.log(`Still missing after apt-get: ${still.join(', ')}.`)
    return 1
  }
  return 0
}

/** This machine, with apt-get told not to ask. */
export function thisMachine(): Machine {
  return {
    env: process.env,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    isExecutable: (path) => {
      try {
        fs.accessSync(path, fs.constants.X_OK)
        return fs.statSync(path).isFile()
      } catch {
        return false
      }
    },
    run: (command, args) => {
      const result = spawnSync(command, args, {
        encoding: 'utf8',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        // apt-get's progress goes to the terminal; dpkg-query's answer is read.
        stdio: command === 'apt-get' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'ignore'],
      })
      return { status: result.error ? null : result.status, stdout: result.stdout ?? '' }
    },
    log: (line) => console.error(line),
  }
}

if (/e2e-prerequisites\.ts$/.test(process.argv[1] ?? '')) {
  process.exitCode = ensurePrerequisites(thisMachine(), process.argv.includes('--unit') ? 'unit' : 'e2e')
}
