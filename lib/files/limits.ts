// Upload limits and messages (spec sections 5, 8 and 9). No I/O here: the
// upload API and the browser's checks before sending share them.
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
/** The whole multipart body: the file plus room for the boundaries and two short fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size should be less than or equal to 2MB!',
  logoType: 'Please Select Image File',
  documentType: 'Please Select Image Or PDF File!',
  auditReportType: 'Please Select PDF File!',
  missingFile: 'Please Select document file',
  financialYearRequired: 'Please Select annual budget financial year',
  fileNotFound: 'File Not Found',
  signInToView: 'Please sign in to view this file',
  noSpace: 'Not enough storage space to save the file. Please try again later.',
  storageUnavailable: 'The file storage is not available just now. Please try again later.',
} as const
