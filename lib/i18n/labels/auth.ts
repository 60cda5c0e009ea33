import type { Label } from './types'

// Sign-in, sign-up, verification and recovery screens, and their messages.
export const AUTH_LABELS: Record<string, Label> = {}
