// The documents table's columns and the renewal hint under each document's
// name: one plain module for its read-only markup (documents-view.ts) and its
// editing code (documents-form.tsx).
import { pageDigits } from '@/lib/calendar'
import type { DocumentConfig } from '@/lib/client/profile'
import type { Language, Translate } from '@/lib/i18n/shared'

export const DOCUMENT_COLUMNS = ['Document Name', 'Financial Year', 'Last renewal date', 'Valid till', 'Validity', 'File'] as const

/** How often the document type is renewed. */
export function renewalHint(config: DocumentConfig, t: Translate, language: Language): string {
  return config.renewal_time_period_in_year > 0 ? t('Renewed every {years} year(s)').replace('{years}', pageDigits(config.renewal_time_period_in_year, language)) : t('No renewal needed')
}
