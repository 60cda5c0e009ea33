// The standalone server serves .next/static and public/ only when they sit
// beside it (Next leaves copying them to the deployer).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const standalone = path.join(root, distDir, 'standalone')
if (!fs.existsSync(standalone)) {
  console.error('no .next/standalone: run next build first')
  process.exit(1)
}
fs.cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true })
if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
// The production entry, Next's server.js with the kept-page handler in front.
fs.copyFileSync(path.join(root, 'scripts', 'portal-server.cjs'), path.join(standalone, 'portal.js'))
// Its deadlines for slow clients, which it requires.
fs.copyFileSync(path.join(root, 'scripts', 'server-limits.cjs'), path.join(standalone, 'server-limits.cjs'))
