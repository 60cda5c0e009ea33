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
  emblemType: 'The emblem must be a PNG, JPEG or WebP image',
  missingFile: 'Please Select document file',
  financialYearRequired: 'Please Select annual budget financial year',
  fileNotFound: 'File Not Found',
  signInToView: 'Please sign in to view this file',
  noSpace: 'Not enough storage space to save the file. Please try again later.',
  storageUnavailable: 'The file storage is not available just now. Please try again later.',
} as const

/**
 * Why a PDF is refused, by what the PDF screen (lib/files/sniff.ts) found in
 * it: content that makes a reader leave the document (run a script, start a
 * program, open another file or a web address, send a form, load media), or a
 * PDF the screen cannot read through (decision 062).
 */
export const PDF_MESSAGES = {
  script: 'The PDF contains a script (/JavaScript); upload a PDF without actions',
  launch: 'The PDF starts another program (/Launch); upload a PDF without actions',
  remoteFile: 'The PDF contains a link to another file (/GoToR); upload a PDF without actions',
  embeddedFileLink: 'The PDF contains a link to an attached file (/GoToE); upload a PDF without actions',
  webLink: 'The PDF contains a link to a web address (/URI); upload a PDF without links',
  formSubmission: 'The PDF contains a form that sends its data elsewhere (/SubmitForm); upload a PDF without actions',
  dataImport: 'The PDF contains a form that reads data from another file (/ImportData); upload a PDF without actions',
  xfa: 'The PDF contains an XFA form (/XFA); upload a PDF without forms',
  embeddedFiles: 'The PDF contains attached files (/EmbeddedFiles); upload a PDF without attachments',
  media: 'The PDF contains media that may load from elsewhere (/RichMedia); upload a PDF without media',
  encrypted: 'The PDF is encrypted and cannot be checked; save it without a password and upload it again',
  unreadable: 'A compressed part of the PDF cannot be checked; save it again as a plain PDF and upload it',
} as const
