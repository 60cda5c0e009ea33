// The standalone server serves .next/static and public/ only when they sit
// beside it (Next leaves copying them to the deployer).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const standalone = path.join(root, '.next', 'standalone')
if (!fs.existsSync(standalone)) {
  console.error('no .next/standalone: run next build first')
  process.exit(1)
}
fs.cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true })
if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
