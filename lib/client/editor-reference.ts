// Where the own-profile editor finds its reference lists (decision 107): the
// page names their version; its render puts the lists here on the server, and
// the browser loads them from /reference/{version} (app/reference), which the
// page preloads (lib/versioned.ts).
import type { EditorReference } from '@/lib/client/profile'
import { versionedData } from '@/lib/versioned'

/** The current version and a few older ones, until a change of reference content pushes them out. */
export const editorReference = versionedData<EditorReference>('reference lists', '/reference', 8)
