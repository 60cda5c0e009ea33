// The island scripts of the build (scripts/build-islands.mjs): the address of
// each, by the name its `data-island` attribute gives. Read once from the
// build folder; empty when the build made none (a development server, tests),
// so no page is then sent as a document that needs one.
import fs from 'node:fs'
import path from 'node:path'

let islands: Record<string, string> | undefined

export function islandScripts(): Record<string, string> {
  if (islands) return islands
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static', 'islands', 'manifest.json')
  try {
    islands = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
  } catch {
    islands = {}
  }
  return islands
}
