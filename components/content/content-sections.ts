// The content-management pages, in the order of the sidebar.
export type ContentSection = { href: string; label: string; description: string }

export const CONTENT_SECTIONS: ContentSection[] = [
  { href: '/content/ngos', label: 'NGOs', description: 'Every registered NGO, with filters and verification status.' },
  { href: '/content/renewals', label: 'Renewal cycles', description: 'Yearly renewal: open a cycle for a fiscal year, extend its deadline, close it.' },
  { href: '/content/renewal-reasons', label: 'Reasons for changes', description: 'The reasons a reviewer chooses from when asking an NGO for changes to its renewal.' },
  { href: '/content/emblem', label: 'Emblem', description: 'The municipality’s emblem, printed on every registration certificate.' },
  { href: '/content/import', label: 'Import', description: 'Bring the municipality’s existing list of NGOs in from a spreadsheet.' },
  { href: '/content/target-group', label: 'Target Group', description: 'Groups an NGO works for.' },
  { href: '/content/thematic-scope', label: 'Thematic Scope', description: 'Areas an NGO works in.' },
  { href: '/content/wards', label: 'Wards', description: "The municipality's wards: where NGOs have their office and where they work." },
  { href: '/content/financial-year', label: 'Financial Year', description: 'Fiscal years for budgets, documents and audit reports.' },
  { href: '/content/translation', label: 'Translation', description: 'Nepali text and hints of the interface labels.' },
  { href: '/content/document-config', label: 'Document Config', description: 'Documents an NGO uploads and how often they are renewed.' },
  {
    href: '/content/organizational-structure-config',
    label: 'Organizational Structure Config',
    description: 'Caste groups and disabilities counted in the organizational structure.',
  },
  { href: '/content/rules-regulations-plan-config', label: 'Rules/Regulations/Plan Config', description: 'The checklist of rules, regulations and plans.' },
  { href: '/content/organization-type', label: 'Organization Type', description: 'Kinds of organization.' },
  { href: '/content/action-log', label: 'Action log', description: 'Who did what to which profile, and when.' },
]
