// The groups of the API reference, in the order the page shows them.
export const TAGS = [
  { name: 'Auth', description: 'Accounts, sign-in and verification codes' },
  { name: 'Profiles', description: 'NGO profiles: list, read, create, update, status' },
  { name: 'Profile sections', description: 'The table sections of a profile' },
  { name: 'People', description: 'An NGO\u2019s people: its NGO admins and members, invitations, and the handover by the super administrator' },
  { name: 'Documents and audit reports', description: 'Registration documents, audit reports and uploads' },
  { name: 'Dashboard', description: 'Public aggregate figures' },
  { name: 'Reference content', description: 'Options, document types, financial years, labels and other content the super administrator manages' },
  { name: 'Register', description: 'The register in and out of spreadsheets: import, exports, claims of imported profiles' },
  { name: 'Renewals', description: 'Yearly renewal cycles and the standing of each NGO' },
  { name: 'Certificates', description: 'Registration certificates with a QR code, their revocation, the emblem they carry and the badge for an NGO’s website' },
  { name: 'Notices', description: 'SMS notices the super administrator sends to the NGOs of a list filter' },
  { name: 'Action log', description: 'The record of every change, for the super administrator' },
  { name: 'Open data', description: 'Downloads of the public registry and this description of the API' },
  { name: 'System', description: 'Health and interface language' },
] as const

export type Tag = (typeof TAGS)[number]['name']
