import { describe, expect, it } from 'vitest'
import {
  checkUploadFile,
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  numberInputText,
  parseTypedNumber,
  sumTyped,
  uploadFileName,
} from './profile'

describe('checkUploadFile', () => {
  const file = (type: string, size = 1000) => ({ type, size })

  it('takes only images for a logo', () => {
    expect(checkUploadFile(file('image/png'), 'logo')).toBeNull()
    expect(checkUploadFile(file('application/pdf'), 'logo')).toBe(FILE_MESSAGES.logoType)
    expect(checkUploadFile(file(''), 'logo')).toBe(FILE_MESSAGES.logoType)
  })

  it('takes images and PDFs for a document, PDFs only for an audit report', () => {
    expect(checkUploadFile(file('image/jpeg'), 'document')).toBeNull()
    expect(checkUploadFile(file('application/pdf'), 'document')).toBeNull()
    expect(checkUploadFile(file('application/x-msdownload'), 'document')).toBe(FILE_MESSAGES.documentType)
    expect(checkUploadFile(file('application/pdf'), 'audit_report')).toBeNull()
    expect(checkUploadFile(file('image/png'), 'audit_report')).toBe(FILE_MESSAGES.auditReportType)
  })

  it('takes at most 2 MB', () => {
    expect(checkUploadFile(file('image/png', MAX_UPLOAD_BYTES), 'logo')).toBeNull()
    expect(checkUploadFile(file('image/png', MAX_UPLOAD_BYTES + 1), 'logo')).toBe(FILE_MESSAGES.tooLarge)
    expect(checkUploadFile(file('application/pdf', MAX_UPLOAD_BYTES + 1), 'audit_report')).toBe(FILE_MESSAGES.tooLarge)
  })
})

describe('uploadFileName', () => {
  it('is a timestamp plus the name without its extension or folders', () => {
    expect(uploadFileName('C:\\scans\\audit 2080.pdf', 1700000000000)).toBe('1700000000000-audit 2080')
    expect(uploadFileName('../../etc/passwd', 5)).toBe('5-passwd')
    expect(uploadFileName('.pdf', 5)).toBe('5')
  })
})

describe('numbers as typed and shown', () => {
  it('reads Nepali digits and grouping commas', () => {
    expect(parseTypedNumber('१,०००.५')).toBe(1000.5)
    expect(parseTypedNumber(' 42 ')).toBe(42)
    expect(parseTypedNumber('')).toBeNull()
    expect(parseTypedNumber('abc')).toBeNull()
  })

  it('sums without floating point drift, blanks as 0', () => {
    expect(sumTyped('0.1', '0.2')).toBe(0.3)
    expect(sumTyped('५', '', undefined, 3)).toBe(8)
  })

  it('starts number inputs in the viewer’s digits', () => {
    expect(numberInputText(1500, 'ne')).toBe('१५००')
    expect(numberInputText(0, 'ne')).toBe('०')
    expect(numberInputText(0, 'ne', true)).toBe('')
    expect(numberInputText(null, 'en')).toBe('')
  })
})
