// The read-only view of the editor's documents, made as markup on the server
// (decision 107), as the profile section's fields and the structure's blocks
// are: one row per configured document type with its financial year, dates,
// validity and a View button. The buttons name their file in two attributes
// (components/profile/view/view-button.ts); the section's one listener opens
// the viewer (DocumentViewers). Editing, the same table with a year to choose
// and a file to upload in each row, is the section's editing code
// (documents-form.tsx). Validity follows from today's date, so the markup is
// made for each read of the page rather than kept.
import { bsDateHtml, escapeHtml } from '@/components/typed-html'
import { tableScrollFrame } from '@/components/ui/table-scroll'
import { viewButtonHtml } from '@/components/profile/view/view-button'
import { pageDigits } from '@/lib/calendar'
import type { DocumentConfig, DocumentRow } from '@/lib/client/profile'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import { DOCUMENT_COLUMNS, renewalHint } from './documents-columns'
import styles from './editor.module.css'

export function documentsViewHtml(configs: DocumentConfig[], documents: DocumentRow[], t: Translate, language: Language): string {
  const title = escapeHtml(t('Documents'))
  const labels = DOCUMENT_COLUMNS.map((column) => escapeHtml(t(column)))
  const [, year, renewal, validTill, validity, file] = labels
  const rows = configs
    .map((config) => {
      const document = documents.find((candidate) => candidate.document_config_id === config.id)
      const name = localName(language, config.document_name, config.document_name_en)
      const mandatory = config.mandatory ? `<span class="${styles.badge}">${escapeHtml(t('Mandatory'))}</span>` : ''
      const state = document
        ? `<span class="${document.is_valid ? styles.valid : styles.expired}">${escapeHtml(t(document.is_valid ? 'Valid' : 'Expired'))}</span>`
        : `<span class="muted">${escapeHtml(t('Not uploaded'))}</span>`
      return (
        `<tr><th scope="row">${escapeHtml(name)}${mandatory}<span class="muted ${styles.hint}">${escapeHtml(renewalHint(config, t, language))}</span></th>` +
        `<td data-label="${year}">${escapeHtml(pageDigits(document?.annual_budget_financial_year ?? '', language))}</td>` +
        `<td data-label="${renewal}">${bsDateHtml(document?.last_renewal_date, language)}</td>` +
        `<td data-label="${validTill}">${document ? bsDateHtml(document.valid_till, language, escapeHtml(t('No expiry'))) : ''}</td>` +
        `<td data-label="${validity}">${state}</td>` +
        `<td data-label="${file}">${document?.file_url ? viewButtonHtml(document.file_url, name, t) : ''}</td></tr>`
      )
    })
    .join('')
  return (
    `<div class="${tableScrollFrame()}" tabindex="0" role="group" aria-label="${title}"><table class="stack-table ${styles.rowsTable}"><caption class="visually-hidden">${title}</caption>` +
    `<thead><tr>${labels.map((label) => `<th scope="col">${label}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>`
  )
}
