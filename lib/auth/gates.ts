// Page gates for server components (spec section 2). Route handlers check
// again with requireViewer/requireRole.
import { redirect } from 'next/navigation'
import { homeForRole } from '@/lib/auth/routes'
import { getViewer } from '@/lib/auth/viewer'
import { pathIn } from '@/lib/i18n/paths'
import { getLanguage } from '@/lib/i18n/server'

/** The four auth routes are for signed-out visitors; anyone signed in goes to their role's home. */
export async function redirectSignedIn() {
  const viewer = await getViewer().catch(() => null)
  if (viewer) redirect(pathIn(await getLanguage(), homeForRole(viewer.role)))
}
