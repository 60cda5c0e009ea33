import { AuthLoading } from '@/components/auth/auth-loading'

// While the sign-in check of an auth page runs (spec section 2).
export default function Loading() {
  return <AuthLoading />
}
