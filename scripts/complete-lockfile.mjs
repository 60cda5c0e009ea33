// Adds lockfile entries for other platforms' optional binaries (Next's SWC,
// unrs-resolver) that the registry mirror of our build machines does not
// serve: npm then leaves them out of package-lock.json, and `npm ci` refuses
// the lock as out of sync. The entries carry os/cpu, so no machine downloads
// a binary that is not its own. Run after `npm install` changes the lock:
//   node scripts/complete-lockfile.mjs
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages
const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony']
const CPUS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm']

function platformOf(name) {
  const base = name.split('/').pop()
  const os = OSES.find((candidate) => base.includes(candidate))
  const cpu = CPUS.find((candidate) => new RegExp(`(^|-)${candidate}($|-)`).test(base))
  const libc = os === 'linux' ? (base.includes('musl') ? 'musl' : 'glibc') : undefined
  return { os, cpu, libc }
}

const added = []
for (const entry of Object.values(packages)) {
  for (const [dependency, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dependency}`
    if (packages[key] || !/^\d/.test(spec)) continue
    const { os, cpu, libc } = platformOf(dependency)
    if (!os || !cpu) continue
    packages[key] = { version: spec, cpu: [cpu], license: 'MIT', optional: true, os: [os], ...(libc ? { libc: [libc] } : {}), ...(entry.dev ? { dev: true } : {}) }
    added.push(dependency)
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)))
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(added.length ? `added ${added.length} entries: ${added.join(', ')}` : 'lockfile already complete')
