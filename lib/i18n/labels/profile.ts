import type { Label } from './types'

// The public profile page and the own-profile editor.
export const PROFILE_LABELS: Record<string, Label> = {}
