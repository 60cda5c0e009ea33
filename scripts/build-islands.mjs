// The scripts of pages sent as documents without React (lib/cache/document-only.ts):
// each island is bundled on its own into <distDir>/static/islands/, named by
// its content hash (Next serves /_next/static/ as immutable), and listed in
// manifest.json there, which lib/islands.ts reads. A worker an island starts
// is bundled first, and its address given to the island (`define`). Run after
// `next build`, which empties the build folder.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'static', 'islands')
const URL_PREFIX = '/_next/static/islands/'
/** Web workers islands start: name -> entry file. */
const WORKERS = { 'proof-of-work-worker': 'components/auth/proof-of-work-worker.ts' }
/**
 * Island name (the `data-island` attribute it draws) -> entry file, and the
 * workers whose address it is given, by the global it reads it from.
 */
const ISLANDS = {
  chart: { entry: 'components/dashboard/chart-island.ts' },
  'auth-forms': { entry: 'components/auth/auth-forms-island.ts' },
  'proof-of-work': { entry: 'components/auth/proof-of-work-island.ts', workers: { PROOF_OF_WORK_WORKER: 'proof-of-work-worker' } },
}

/** Bundles one entry and writes it under its content hash; its address. */
async function bundle(name, entry, define = {}) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    alias: { '@': root },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    legalComments: 'none',
    logLevel: 'warning',
  })
  const code = result.outputFiles[0].contents
  const file = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`
  fs.writeFileSync(path.join(outdir, file), code)
  return `${URL_PREFIX}${file}`
}

fs.rmSync(outdir, { recursive: true, force: true })
fs.mkdirSync(outdir, { recursive: true })
const workers = {}
for (const [name, entry] of Object.entries(WORKERS)) workers[name] = await bundle(name, entry)
const manifest = {}
for (const [name, island] of Object.entries(ISLANDS)) {
  const define = Object.fromEntries(Object.entries(island.workers ?? {}).map(([global, worker]) => [global, JSON.stringify(workers[worker])]))
  manifest[name] = await bundle(name, island.entry, define)
}
fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`built ${Object.keys(manifest).length} island script(s) and ${Object.keys(workers).length} worker(s) into ${path.relative(root, outdir)}`)
