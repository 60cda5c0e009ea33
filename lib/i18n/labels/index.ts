// Every label the interface shows. The English text is the key (and the
// English rendering); the Nepali text is the default the seed stores in the
// translations table, where the administrator may change it. Each screen
// family keeps its labels in its own file; add a label there when a screen
// needs a new one.
import { API_REFERENCE_LABELS } from './api-reference'
import { AUTH_LABELS } from './auth'
import { CONTENT_LABELS } from './content'
import { DASHBOARD_LABELS } from './dashboard'
import { HISTORY_LABELS } from './history'
import { MESSAGE_LABELS } from './messages'
import { OPEN_DATA_LABELS } from './open-data'
import { OPERATIONS_LABELS } from './operations'
import { PROFILE_LABELS } from './profile'
import { REGISTER_LABELS } from './register'
import { SHELL_LABELS } from './shell'
import type { Label } from './types'

export type { Label }

export const DEFAULT_LABELS: Record<string, Label> = {
  ...SHELL_LABELS,
  ...AUTH_LABELS,
  ...PROFILE_LABELS,
  ...DASHBOARD_LABELS,
  ...CONTENT_LABELS,
  ...OPEN_DATA_LABELS,
  ...API_REFERENCE_LABELS,
  ...HISTORY_LABELS,
  ...MESSAGE_LABELS,
  ...REGISTER_LABELS,
  ...OPERATIONS_LABELS,
}
