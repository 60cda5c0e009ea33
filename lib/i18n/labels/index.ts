// Every label the interface shows. The English text is the key (and the
// English rendering); the Nepali text is the default the seed stores in the
// translations table, where the administrator may change it. Each group holds
// the labels of one screen family, or words that several families share; the
// client components of a page get the groups of its area only
// (lib/i18n/areas.ts). A key stands in exactly one group.
import { API_REFERENCE_LABELS } from './api-reference'
import { AUTH_LABELS } from './auth'
import { CERTIFICATE_LABELS, CERTIFICATE_MESSAGE_LABELS } from './certificates'
import { CONTENT_LABELS } from './content'
import { DASHBOARD_LABELS } from './dashboard'
import { DATE_PICKER_LABELS } from './date-picker'
import { DUPLICATE_LABELS } from './duplicates'
import { HISTORY_LABELS } from './history'
import { COMMON_MESSAGE_LABELS, CONTENT_MESSAGE_LABELS, FILE_MESSAGE_LABELS, FORM_MESSAGE_LABELS, PROFILE_MESSAGE_LABELS } from './messages'
import { NGO_RECORD_LABELS } from './ngo-record'
import { NOTICE_LABELS, NOTICE_MESSAGE_LABELS } from './notices'
import { OPEN_DATA_LABELS } from './open-data'
import { OPERATIONS_LABELS } from './operations'
import { PEOPLE_LABELS, PEOPLE_MESSAGE_LABELS } from './people'
import { PROFILE_LABELS, PROFILE_VIEWER_LABELS } from './profile'
import { REGISTER_LABELS } from './register'
import { REGISTER_LIST_LABELS } from './register-list'
import { RENEWAL_LABELS, RENEWAL_MESSAGE_LABELS } from './renewals'
import { REVIEW_LABELS, REVIEW_MESSAGE_LABELS } from './renewal-review'
import { SHELL_LABELS } from './shell'
import type { Label } from './types'

export type { Label }

export const LABEL_GROUPS = {
  SHELL_LABELS,
  AUTH_LABELS,
  NGO_RECORD_LABELS,
  DATE_PICKER_LABELS,
  PROFILE_LABELS,
  PROFILE_VIEWER_LABELS,
  DASHBOARD_LABELS,
  CONTENT_LABELS,
  OPEN_DATA_LABELS,
  API_REFERENCE_LABELS,
  HISTORY_LABELS,
  COMMON_MESSAGE_LABELS,
  FORM_MESSAGE_LABELS,
  PROFILE_MESSAGE_LABELS,
  FILE_MESSAGE_LABELS,
  CONTENT_MESSAGE_LABELS,
  REGISTER_LABELS,
  REGISTER_LIST_LABELS,
  OPERATIONS_LABELS,
  RENEWAL_LABELS,
  RENEWAL_MESSAGE_LABELS,
  REVIEW_LABELS,
  REVIEW_MESSAGE_LABELS,
  NOTICE_LABELS,
  NOTICE_MESSAGE_LABELS,
  CERTIFICATE_LABELS,
  CERTIFICATE_MESSAGE_LABELS,
  PEOPLE_LABELS,
  PEOPLE_MESSAGE_LABELS,
  DUPLICATE_LABELS,
} satisfies Record<string, Record<string, Label>>

export const DEFAULT_LABELS: Record<string, Label> = Object.assign({}, ...Object.values(LABEL_GROUPS))
