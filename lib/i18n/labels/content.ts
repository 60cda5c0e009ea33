import type { Label } from './types'

// Content management: the admin NGO list and the reference tables.
export const CONTENT_LABELS: Record<string, Label> = {}
