// Where each role belongs (spec section 2, access gates). No I/O: the sign-in
// form uses it after a successful sign-in, the auth pages for their redirect.
import type { Role } from '@/lib/auth/session'

export const AUTH_ROUTES = ['/login', '/signup', '/verification', '/recover'] as const

export function homeForRole(role: Role | string | null | undefined): string {
  return role === 'user' || role === 'admin' ? '/profile' : '/'
}
