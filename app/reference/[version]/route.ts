// GET /reference/{version}: the reference lists of the own-profile editor's
// forms (decision 107). The editor's page names the version and preloads this
// address; a version names its content, so the browser keeps it for good. A
// version a change of reference content replaced gets the current lists, not
// kept. The lists are public reference content, as the API's reference calls.
import { versionedAnswer } from '@/lib/api/respond'
import { findEditorReference } from '@/lib/content/editor-reference'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  return versionedAnswer(await findEditorReference((await params).version))
}
