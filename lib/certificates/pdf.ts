// The registration certificate as an A4 PDF (decision 096), drawn on the
// server by pdfkit: Nepali and English on one page, in Noto Sans Devanagari
// from its npm package (fontkit shapes the conjuncts and vowel signs), the
// QR code drawn as squares. Every piece of text carries its own words as the
// PDF's ActualText, so a reader copying or extracting the text gets the words
// in their written order, not the order the shaped glyphs stand in (a ि sign
// stands before the consonant it follows). No database here: the caller
// gives what the certificate says.
import path from 'node:path'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { formatBsDate, pageDigits, toNepaliDigits } from '@/lib/calendar'
import type { CertificateContent } from '@/lib/certificates/content'
import type { Language, Translate } from '@/lib/i18n/shared'
import { standingDate } from '@/lib/renewals/standings'
import { standingText } from '@/lib/renewals/standing-text'

const FONT_PACKAGE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-devanagari')
/** The TTFs, traced into the standalone build (next.config.ts). */
export const CERTIFICATE_FONTS = {
  regular: path.join(FONT_PACKAGE, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(FONT_PACKAGE, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
}

export type CertificateDrawing = {
  content: CertificateContent
  serial: string
  /** The verification page's full address: the QR code's text. */
  verifyUrl: string
  municipality: { ne: string; en: string }
  /** The emblem as PNG bytes, when one is uploaded. */
  emblem: Buffer | null
  /** Labels in Nepali (the translations table over the shipped defaults); English is the key. */
  nepali: Translate
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 42
const INK = '#1f2933'
const MUTED = '#52606d'
const RULE = '#9aa5b1'
const ACCENT = '#0b4f8a'

const english: Translate = (key) => key
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

type Doc = PDFKit.PDFDocument
type TextOptions = PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; color?: string; lang?: Language }

/** Writes `words` as one marked span whose ActualText is the words themselves. */
function write(doc: Doc, words: string, x: number, y: number, options: TextOptions = {}) {
  const { font = 'regular', size = 11, color = INK, lang, ...layout } = options
  doc.markContent('Span', { actual: words, ...(lang ? { lang: lang === 'ne' ? 'ne-NP' : 'en' } : {}) })
  doc.font(font).fontSize(size).fillColor(color).text(words, x, y, { lineGap: 1, ...layout })
  doc.endMarkedContent()
  return doc.y
}

/** A date as the certificate prints it: BS in Nepali, then BS in English with AD in small print. */
function dateLines(adDate: string) {
  return { ne: formatBsDate(adDate, 'ne') || adDate, en: `${formatBsDate(adDate, 'en') || adDate} (AD ${adDate})` }
}

/** The QR code of `text` drawn as dark squares, `size` points wide, with its quiet zone inside. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const quiet = 4
  const cell = size / (count + quiet * 2)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  doc.fillColor('#000000')
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (qr.modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell)
    }
  }
  doc.fill().restore()
}

type Row = { labelNe: string; labelEn: string; values: { text: string; size?: number; color?: string; lang?: Language; font?: 'regular' | 'bold' }[] }

export async function renderCertificatePdf(drawing: CertificateDrawing): Promise<Buffer> {
  const { content, nepali } = drawing
  const both = (key: string, values: Record<string, string> = {}) => ({ ne: fill(nepali(key), values), en: fill(english(key), values) })
  const doc = new PDFDocument({
    size: 'A4',
    // The foot is placed by hand near the bottom edge: no page break may come before it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    lang: 'ne-NP',
    displayTitle: true,
    // Nothing in the certificate leaves the document; a reader has nothing to run.
    info: {
      Title: `${nepali('Certificate of Registration')} / Certificate of Registration – ${content.name}`,
      Author: `${drawing.municipality.ne} / ${drawing.municipality.en}`,
      Subject: drawing.serial,
    },
    font: CERTIFICATE_FONTS.regular,
    autoFirstPage: true,
  })
  doc.registerFont('regular', CERTIFICATE_FONTS.regular)
  doc.registerFont('bold', CERTIFICATE_FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = A4.width - MARGIN * 2
  // A double frame.
  doc.save().lineWidth(2).strokeColor(ACCENT).rect(MARGIN - 14, MARGIN - 14, width + 28, A4.height - (MARGIN - 14) * 2).stroke()
  doc.lineWidth(0.6).rect(MARGIN - 9, MARGIN - 9, width + 18, A4.height - (MARGIN - 9) * 2).stroke().restore()

  let y = MARGIN + 4
  if (drawing.emblem) {
    const side = 64
    doc.image(drawing.emblem, (A4.width - side) / 2, y, { fit: [side, side], align: 'center', valign: 'center' })
    y += side + 4
  }
  y = write(doc, drawing.municipality.ne, MARGIN, y, { font: 'bold', size: 19, align: 'center', width, lang: 'ne' })
  y = write(doc, drawing.municipality.en, MARGIN, y, { size: 12.5, align: 'center', width, color: MUTED, lang: 'en' })
  y += 6
  const title = both('Certificate of Registration')
  y = write(doc, title.ne, MARGIN, y, { font: 'bold', size: 22, align: 'center', width, color: ACCENT, lang: 'ne' })
  y = write(doc, title.en, MARGIN, y, { font: 'bold', size: 14, align: 'center', width, color: ACCENT, lang: 'en' })
  y += 4
  const certifies = 'This is to certify that the organisation below is registered with {municipality}.'
  y = write(doc, fill(nepali(certifies), { municipality: drawing.municipality.ne }), MARGIN, y, { size: 11.5, align: 'center', width, lang: 'ne' })
  y = write(doc, fill(english(certifies), { municipality: drawing.municipality.en }), MARGIN, y, { size: 10, align: 'center', width, color: MUTED, lang: 'en' })
  y += 8

  // The facts, one row each: the label in both languages on the left, the value on the right.
  const none = both('Not given')
  const plain = (value: string | null) => (value ? [{ text: value, size: 12.5, font: 'bold' as const }] : [{ text: `${none.ne} / ${none.en}`, color: MUTED }])
  const dated = (adDate: string | null) => {
    if (!adDate) return plain(null)
    const lines = dateLines(adDate)
    return [
      { text: lines.ne, size: 12.5, font: 'bold' as const, lang: 'ne' as const },
      { text: lines.en, size: 8.5, color: MUTED, lang: 'en' as const },
    ]
  }
  const standingRows = () => {
    const current = content.standing
    if (!current) {
      const words = both('Registered; no renewal cycle has opened yet')
      return [
        { text: words.ne, size: 11.5, font: 'bold' as const, lang: 'ne' as const },
        { text: words.en, size: 10, lang: 'en' as const },
      ]
    }
    const { standing, financial_year: year } = current
    // "Renewed for 2082/83 on ..." names its year; the others are said of the year's cycle.
    const inYear = (words: string, language: Language) => (standing.kind === 'renewed' ? words : `${pageDigits(year, language)}: ${words}`)
    const date = standingDate(standing)
    // The date the words name, or for a late renewal the deadline it missed, in small print in AD.
    const small =
      standing.kind === 'late' || standing.kind === 'overdue'
        ? `${nepali('Deadline')} / Deadline: ${formatBsDate(date, 'en') || date} (AD ${date})`
        : `AD ${date}`
    return [
      { text: inYear(standingText(standing, year, 'ne', nepali), 'ne'), size: 12, font: 'bold' as const, lang: 'ne' as const },
      { text: inYear(standingText(standing, year, 'en', english), 'en'), size: 9.5, lang: 'en' as const },
      { text: small, size: 8, color: MUTED },
    ]
  }
  const label = (key: string) => both(key)
  const rows: Row[] = [
    { ...pair(label('Name of the organisation')), values: [{ text: content.name, size: 14, font: 'bold', lang: 'ne' }] },
    { ...pair(label('Name in English')), values: content.name_en ? [{ text: content.name_en, size: 12.5, font: 'bold', lang: 'en' }] : plain(null) },
    { ...pair(label('Registration number with the municipality')), values: plain(content.lmc_registration_no) },
    { ...pair(label('DAO Registration No.')), values: plain(content.dao_registration_no) },
    { ...pair(label('Tax registration number')), values: plain(content.tax_registration_no) },
    { ...pair(label('DAO Registration Date')), values: dated(content.registered_on) },
    { ...pair(label('Standing on the date of issue')), values: standingRows() },
    { ...pair(label('Date of issue')), values: dated(content.issued_on) },
    { ...pair(label('Serial number')), values: [{ text: `${toNepaliDigits(drawing.serial)}  (${drawing.serial})`, size: 12.5, font: 'bold' }] },
  ]
  const labelWidth = 190
  const valueX = MARGIN + labelWidth + 12
  const valueWidth = width - labelWidth - 12
  doc.save().strokeColor(RULE).lineWidth(0.5).moveTo(MARGIN, y).lineTo(MARGIN + width, y).stroke().restore()
  for (const row of rows) {
    const top = y + 4
    let left = write(doc, row.labelNe, MARGIN, top, { size: 10.5, width: labelWidth, lang: 'ne' })
    left = write(doc, row.labelEn, MARGIN, left, { size: 8.5, width: labelWidth, color: MUTED, lang: 'en' })
    let right = top
    for (const value of row.values) right = write(doc, value.text, valueX, right, { size: value.size ?? 11, font: value.font ?? 'regular', color: value.color ?? INK, width: valueWidth, lang: value.lang })
    y = Math.max(left, right) + 3
    doc.save().strokeColor(RULE).lineWidth(0.5).moveTo(MARGIN, y).lineTo(MARGIN + width, y).stroke().restore()
  }

  // The code to check it, at the foot of the page.
  const qrSize = 112
  const footTop = A4.height - MARGIN - qrSize - 34
  drawQr(doc, drawing.verifyUrl, MARGIN + width - qrSize, footTop, qrSize)
  const textWidth = width - qrSize - 16
  const check = both('Scan the code or open this address to check that this certificate is genuine and see where the organisation stands today:')
  let foot = write(doc, check.ne, MARGIN, footTop + 4, { size: 10, width: textWidth, lang: 'ne' })
  foot = write(doc, check.en, MARGIN, foot + 2, { size: 9, width: textWidth, color: MUTED, lang: 'en' })
  write(doc, drawing.verifyUrl, MARGIN, foot + 4, { size: 9.5, width: textWidth, color: ACCENT, lang: 'en' })
  const issuedBy = 'Issued electronically by the NGO registry of {municipality}. The standing is as on the date of issue; the address above shows it as of today.'
  const closing = write(doc, fill(nepali(issuedBy), { municipality: drawing.municipality.ne }), MARGIN, footTop + qrSize + 6, { size: 8, width, color: MUTED, lang: 'ne' })
  write(doc, fill(english(issuedBy), { municipality: drawing.municipality.en }), MARGIN, closing, { size: 7.5, width, color: MUTED, lang: 'en' })

  doc.end()
  return done
}

function pair(words: { ne: string; en: string }) {
  return { labelNe: words.ne, labelEn: words.en }
}
