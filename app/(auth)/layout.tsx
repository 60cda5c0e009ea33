import type { ReactNode } from 'react'
import { LabelArea } from '@/components/label-area'

// Sign in, sign up, verification and recovery: their forms get the auth area's labels (decision 041).
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <LabelArea name="auth">{children}</LabelArea>
}
