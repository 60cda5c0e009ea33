import { AuthLoading } from '@/components/auth/auth-loading'

// While the sign-in check of the own-profile page runs (spec section 2: both
// gates show 'Loading, Please Wait !').
export default function Loading() {
  return <AuthLoading />
}
