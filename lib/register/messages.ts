// Every message of the register's import, claims and exports: English for API
// callers, and label keys the pages show in the viewer's language
// (lib/i18n/labels/register.ts gives each its Nepali). `{name}` and `{value}`
// stand for what the message is about. No I/O here: client code imports it.

export const REGISTER_MESSAGES = {
  // the file as a whole
  wrongType: 'The file must be a CSV or XLSX spreadsheet',
  oldExcel: 'Old Excel files (.xls) are not read: save the sheet as .xlsx or as CSV UTF-8',
  tooLarge: 'The file must be at most 5 MB',
  empty: 'The file is empty',
  notUtf8: 'The CSV file is not UTF-8 text: save it as CSV UTF-8',
  unreadable: 'The file could not be read as a spreadsheet',
  tooManyRows: 'The file has more than 5 000 rows: import at most 5 000 at a time',
  tooManyColumns: 'The file has more than 200 columns',
  missingHeader: 'The first row must name the columns: DAO Registration No. and Name in Nepali are needed',
  /** The headers come in `errors.columns`. */
  duplicateColumn: 'Two columns name the same field',
  fileRequired: 'Choose a CSV or XLSX file',
  fileChanged: 'The file is not the one that was checked: check it again before importing',
  hasErrors: 'The file has rows with errors: correct them and check the file again',
  checked: 'File checked: nothing has been saved yet',
  imported: 'Import complete',
  // one cell or row
  daoRequired: 'DAO Registration No. is required',
  nameRequired: 'Name in Nepali is required for a new profile',
  duplicateDao: 'The same DAO Registration No. is on row {value}',
  ambiguousDao: 'More than one profile has this DAO Registration No.: {value}',
  badDate: 'Not a date: write YYYY-MM-DD in BS or AD',
  dateNotBs: 'Not a Bikram Sambat date',
  dateNotAd: 'Not an AD date',
  datesDiffer: 'The BS and AD dates name different days',
  readAsBs: 'Read as BS; AD {value}',
  readAsAd: 'Read as AD; BS {value}',
  unknownDistrict: 'Unknown district',
  unknownOrganizationType: 'Unknown organization type',
  unknownThematicScope: 'Unknown thematic scope: {name}',
  unknownTargetGroup: 'Unknown target group: {name}',
  unknownWard: 'Unknown ward: {name}',
  formulaKept: 'A formula: kept as text, not calculated',
  digitsConverted: 'Nepali digits written as {value}',
  // claims
  claimPending: 'Your request for the profile with this DAO Registration No. is waiting for the municipality to review it',
  claimNotFound: 'Claim not found',
  claimDecided: 'This claim has already been decided',
  claimProfileTaken: 'The profile already belongs to an account',
  claimantHasProfile: 'The person already has a profile',
  claimApproved: 'Claim approved: the profile now belongs to the person',
  claimRefused: 'Claim refused',
  claimSmsFailed: 'The decision is saved, but the SMS could not be sent',
} as const

export type RegisterMessage = (typeof REGISTER_MESSAGES)[keyof typeof REGISTER_MESSAGES]

/** A message with its placeholders filled in (after translation). */
export function fillMessage(text: string, values: { name?: string; value?: string }): string {
  return text.replace('{name}', values.name ?? '').replace('{value}', values.value ?? '')
}
