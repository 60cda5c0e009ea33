// GET /labels/{version}: one area's labels for the client code of a page
// (decision 041). A page names the version (lib/i18n/label-registry.ts) and
// preloads this address; a version names its content, so the browser keeps it
// for good. A version a changed translation replaced gets the current labels,
// not kept.
import { versionedAnswer } from '@/lib/api/respond'
import { findAreaLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  const found = await findAreaLabels((await params).version)
  return versionedAnswer(found && { value: found.labels, current: found.current })
}
