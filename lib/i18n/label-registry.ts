// Where a client provider finds its area's labels (decision 041). A page names
// the version of the labels its client code shows; the labels themselves are
// not in the page's React payload: the page's render puts them here on the
// server, and the browser loads them from /labels/{version} (app/labels),
// which the page preloads (lib/versioned.ts).
import type { AreaLabels } from '@/lib/i18n/areas'
import { versionedData } from '@/lib/versioned'

/** About ten areas in two languages, and older versions until a changed translation pushes them out. */
export const areaLabels = versionedData<AreaLabels>('labels', '/labels', 64)
