'use client'

// Documents, one per configured document type (spec sections 2, 5 and 8): an
// image or PDF of at most 2 MB, the financial year of its renewal, and the
// validity the server derives from both. A chosen file is uploaded with Save
// (POST ngo/upload with the profile id), then PUT ngo/{id}/document names it,
// with the section's version (decision 059): each row's save answers the
// version the next one is based on.
//
// Read only, the page's markup made on the server shows the table
// (documents-view.ts; decision 107), its View buttons opened by one listener
// (DocumentViewers). Editing (documents-form.tsx, loaded when the section
// opens, decision 104) shows the same table with a year and a file to choose.
import type { ReactNode } from 'react'
import { DocumentViewers } from '@/components/profile/view/document-viewer'
import type { DocumentConfig, DocumentRow, EditorReference } from '@/lib/client/profile'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'

// The table with inputs, the checks and the uploads come when the section opens (decision 104).
const documentsForm = lazyEditingCode(() => import('./documents-form').then((module) => module.DocumentsForm))

type Entry = { yearId: string; file: File | null }
export type Draft = Record<string, Entry>

export function DocumentsSection({
  profileId,
  documents,
  reference,
  view,
  complete,
  version,
}: {
  profileId: number | null
  documents: DocumentRow[]
  reference: EditorReference
  /** The read-only table, made on the server (documents-view.ts). */
  view: ReactNode
  complete?: boolean
  /** The section's version as the page read it (decision 059). */
  version?: number
}) {
  const configs = reference.documentConfigs
  const documentOf = (config: DocumentConfig) => documents.find((document) => document.document_config_id === config.id)
  const section = useSection<Draft>(
    'Documents',
    () => Object.fromEntries(configs.map((config) => [String(config.id), { yearId: String(documentOf(config)?.annual_budget_financial_year_id ?? ''), file: null }])),
    { version },
  )

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={complete}
      form={(parts) => <documentsForm.Form parts={parts} section={section} profileId={profileId} reference={reference} documentOf={documentOf} />}
      preload={documentsForm.preload}
    >
      {/* Made on the server from the saved documents, escaped there (documents-view.ts): markup the HTML carries once (decision 108). */}
      {section.editing ? null : <DocumentViewers>{view}</DocumentViewers>}
    </SectionShell>
  )
}
