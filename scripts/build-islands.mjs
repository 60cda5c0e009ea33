// The scripts of pages sent as documents without React (lib/document-only.ts):
// each island is bundled on its own into <distDir>/static/islands/, named by
// its content hash (Next serves /_next/static/ as immutable), and listed in
// manifest.json there, which lib/islands.ts reads. Run after `next build`,
// which empties the build folder.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'static', 'islands')
/** Island name (the `data-island` attribute it draws) -> entry file. */
const ISLANDS = { chart: 'components/dashboard/chart-island.ts' }

fs.rmSync(outdir, { recursive: true, force: true })
fs.mkdirSync(outdir, { recursive: true })
const manifest = {}
for (const [name, entry] of Object.entries(ISLANDS)) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    alias: { '@': root },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  })
  const code = result.outputFiles[0].contents
  const file = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`
  fs.writeFileSync(path.join(outdir, file), code)
  manifest[name] = `/_next/static/islands/${file}`
}
fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`built ${Object.keys(manifest).length} island script(s) into ${path.relative(root, outdir)}`)
