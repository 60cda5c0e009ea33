// The content-management pages are for the super administrator only; anyone
// else is sent to the home page (spec section 2, access gates). The layout
// checks this, and so does every page, because a layout is not rendered
// again when the browser moves between the pages it wraps.
import { redirect } from 'next/navigation'
import { getViewer, type Viewer } from '@/lib/auth/viewer'
import { pathIn } from '@/lib/i18n/paths'
import { getLanguage } from '@/lib/i18n/server'

export async function requireContentAdmin(): Promise<Viewer> {
  const viewer = await getViewer().catch(() => null)
  if (viewer?.role !== 'super_admin') redirect(pathIn(await getLanguage(), '/'))
  return viewer
}
