import type { Label } from './types'

// The public dashboard and the home NGO list.
export const DASHBOARD_LABELS: Record<string, Label> = {}
