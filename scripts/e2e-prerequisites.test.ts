import { describe, expect, it } from 'vitest'
import { ensurePrerequisites, type Machine } from './e2e-prerequisites'

/**
 * A Debian machine in memory: which packages are installed and which files
 * are executable; apt-get "installs" what it is asked for. Every command run
 * is recorded, so a test sees whether apt-get was called.
 */
function fakeMachine(options: { root: boolean; packages: string[]; executables?: string[]; env?: Record<string, string>; dpkg?: boolean; aptFails?: boolean; commands?: string[] }) {
  const packages = new Set(options.packages)
  const executables = new Set(options.executables ?? (packages.has('chromium-headless-shell') ? ['/usr/bin/chromium-headless-shell'] : []))
  const commands: string[] = []
  const lines: string[] = []
  const machine: Machine = {
    env: options.env ?? {},
    isRoot: options.root,
    isExecutable: (path) => executables.has(path),
    run: (command, args) => {
      commands.push([command, ...args].join(' '))
      if (command === 'dpkg-query') {
        if (options.dpkg === false) return { status: null, stdout: '' }
        if (args[0] === '--version') return { status: 0, stdout: 'dpkg-query 1.21' }
        const name = args.at(-1)!
        return packages.has(name) ? { status: 0, stdout: 'install ok installed' } : { status: 1, stdout: '' }
      }
      if (command === 'apt-get') {
        if (options.aptFails) return { status: 100, stdout: '' }
        if (args[0] === 'install') {
          for (const name of args.slice(1).filter((arg) => !arg.startsWith('-'))) {
            packages.add(name)
            if (name === 'chromium-headless-shell') executables.add('/usr/bin/chromium-headless-shell')
          }
        }
        return { status: 0, stdout: '' }
      }
      // Commands found on the PATH (poppler's, on a machine without dpkg).
      return options.commands?.includes(command) ? { status: 0, stdout: '' } : { status: 127, stdout: '' }
    },
    log: (line) => lines.push(line),
  }
  const aptCalls = () => commands.filter((command) => command.startsWith('apt-get'))
  return { machine, aptCalls, lines, packages }
}

describe('the end-to-end prerequisites', () => {
  it('installs what is missing when it runs as root, apt-get update first', () => {
    const debian = fakeMachine({ root: true, packages: [] })
    expect(ensurePrerequisites(debian.machine)).toBe(0)
    expect(debian.aptCalls()).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell fonts-noto-core poppler-utils'])
    expect([...debian.packages].sort()).toEqual(['chromium-headless-shell', 'fonts-noto-core', 'poppler-utils'])
  })

  it('installs only the fonts when the browser is there', () => {
    const debian = fakeMachine({ root: true, packages: ['chromium-headless-shell', 'poppler-utils'] })
    expect(ensurePrerequisites(debian.machine)).toBe(0)
    expect(debian.aptCalls()).toEqual(['apt-get update -qq', 'apt-get install -y -qq fonts-noto-core'])
  })

  it('stops at once with the one command to run when it is not root', () => {
    const debian = fakeMachine({ root: false, packages: ['fonts-noto-core', 'poppler-utils'] })
    expect(ensurePrerequisites(debian.machine)).toBe(1)
    expect(debian.aptCalls()).toEqual([])
    expect(debian.lines.join('\n')).toContain('sudo apt-get update && sudo apt-get install -y chromium-headless-shell')
  })

  it('does nothing when everything is there', () => {
    for (const root of [true, false]) {
      const debian = fakeMachine({ root, packages: ['chromium-headless-shell', 'fonts-noto-core', 'poppler-utils'] })
      expect(ensurePrerequisites(debian.machine)).toBe(0)
      expect(debian.aptCalls()).toEqual([])
      expect(debian.lines).toEqual([])
    }
  })

  it('takes the browser CHROMIUM_PATH names, and never installs another', () => {
    const own = fakeMachine({ root: true, packages: ['fonts-noto-core', 'poppler-utils'], executables: ['/opt/chromium/chrome'], env: { CHROMIUM_PATH: '/opt/chromium/chrome' } })
    expect(ensurePrerequisites(own.machine)).toBe(0)
    expect(own.aptCalls()).toEqual([])
    const wrong = fakeMachine({ root: true, packages: ['fonts-noto-core'], env: { CHROMIUM_PATH: '/opt/nothing' } })
    expect(ensurePrerequisites(wrong.machine)).toBe(1)
    expect(wrong.aptCalls()).toEqual([])
    expect(wrong.lines.join('\n')).toContain('CHROMIUM_PATH is /opt/nothing')
  })

  it('fails when apt-get fails, and says so', () => {
    const debian = fakeMachine({ root: true, packages: [], aptFails: true })
    expect(ensurePrerequisites(debian.machine)).toBe(1)
    expect(debian.lines.join('\n')).toContain('apt-get update -qq failed')
  })

  it('on a machine without dpkg, asks for a Chromium rather than guessing a package manager', () => {
    const other = fakeMachine({ root: true, packages: [], dpkg: false })
    expect(ensurePrerequisites(other.machine)).toBe(1)
    expect(other.aptCalls()).toEqual([])
    expect(other.lines.join('\n')).toContain('CHROMIUM_PATH')
  })

  it('before the unit and integration tests, installs poppler alone, and asks nothing of the browser', () => {
    const debian = fakeMachine({ root: true, packages: [] })
    expect(ensurePrerequisites(debian.machine, 'unit')).toBe(0)
    expect(debian.aptCalls()).toEqual(['apt-get update -qq', 'apt-get install -y -qq poppler-utils'])
    const ready = fakeMachine({ root: false, packages: ['poppler-utils'], env: { CHROMIUM_PATH: '/opt/nothing' } })
    expect(ensurePrerequisites(ready.machine, 'unit')).toBe(0)
    const user = fakeMachine({ root: false, packages: [] })
    expect(ensurePrerequisites(user.machine, 'unit')).toBe(1)
    expect(user.lines.join('\n')).toContain('sudo apt-get update && sudo apt-get install -y poppler-utils')
  })

  it('on a machine without dpkg, takes poppler from the PATH or says it is needed', () => {
    const found = fakeMachine({ root: true, packages: [], dpkg: false, commands: ['pdftotext', 'pdftoppm'] })
    expect(ensurePrerequisites(found.machine, 'unit')).toBe(0)
    const missing = fakeMachine({ root: true, packages: [], dpkg: false })
    expect(ensurePrerequisites(missing.machine, 'unit')).toBe(1)
    expect(missing.aptCalls()).toEqual([])
    expect(missing.lines.join('\n')).toContain('poppler-utils')
  })
})
