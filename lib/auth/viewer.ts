// The one auth helper (docs/architecture.md, Where each concern lives). getViewer returns the signed-in
// person or null; requireViewer and requireRole throw the API's errors.
import { cache } from 'react'
import { ApiError } from '@/lib/api/errors'
import { getViewerFromToken, type Role, type Viewer } from '@/lib/auth/session'
import { getCookieViewer } from '@/lib/auth/cookie-session'

/**
 * From the `token` header (API clients) or else the browser's session cookie.
 * A bad token is an error (401 with the spec's message); no credentials is null.
 */
export async function getViewer(request?: Request): Promise<Viewer | null> {
  const token = request?.headers.get('token')?.trim()
  if (token) return getViewerFromToken(token)
  return request ? getCookieViewer(request) : viewerOfPage()
}

/**
 * A page's viewer, read once per render however many of its parts ask (the
 * layout, the metadata, the page): React's per-request cache. A copy each
 * time, as getViewerBySession gives.
 */
const pageViewer = cache(() => getCookieViewer())
const viewerOfPage = async () => {
  const viewer = await pageViewer()
  return viewer && { ...viewer }
}

export async function requireViewer(request?: Request): Promise<Viewer> {
  const viewer = await getViewer(request)
  if (!viewer) throw new ApiError(401, 'Authentication Failed : Invalid User Token')
  return viewer
}

export async function requireRole(request: Request | undefined, ...roles: Role[]): Promise<Viewer> {
  const viewer = await requireViewer(request)
  if (!roles.includes(viewer.role)) throw new ApiError(403, 'Forbidden')
  return viewer
}

/**
 * Who may call an API route (lib/api/route.ts): public is anyone (the viewer
 * is read only when the route shows a signed-in caller more); signed-in is any
 * account; owner is the NGO that owns the profile in the path, which its
 * domain function checks in the query; ngo is an NGO account (user or admin).
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'ngo' | 'super_admin'

export async function viewerFor(request: Request, access: Access, readsViewer = false): Promise<Viewer | null> {
  if (access === 'super_admin') return requireRole(request, 'super_admin')
  if (access === 'ngo') return requireRole(request, 'user', 'admin')
  if (access !== 'public') return requireViewer(request)
  return readsViewer ? getViewer(request) : null
}

export type { Viewer, Role }
