// The import's template: a header row naming every column the import reads,
// in the page's language. The XLSX template has a second sheet saying what
// each column takes (the import reads the first sheet only).
import ExcelJS from 'exceljs'
import type { Translate } from '@/lib/i18n/shared'
import { makeTranslate } from '@/lib/i18n/translate'
import { BOM, csvLine } from '@/lib/open-data/csv'
import { columnLabel, IMPORT_COLUMNS, KIND_DESCRIPTIONS } from '@/lib/register/columns'

export function templateCsv(t: Translate): string {
  return BOM + csvLine(IMPORT_COLUMNS.map((column) => columnLabel(column, t)))
}

export async function templateXlsx(t: Translate): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const register = workbook.addWorksheet('NGOs', { views: [{ state: 'frozen', ySplit: 1 }] })
  register.columns = IMPORT_COLUMNS.map((column) => ({ header: columnLabel(column, t), key: column.key, width: 20 }))
  register.getRow(1).font = { bold: true }
  const english = makeTranslate('en', {})
  const nepali = makeTranslate('ne', {})
  const help = workbook.addWorksheet(t('Columns the import reads'))
  help.columns = [
    { header: t('Field name'), width: 36 },
    { header: t('Label (English)'), width: 40 },
    { header: t('Label (Nepali)'), width: 40 },
    { header: t('What it takes'), width: 60 },
  ]
  help.getRow(1).font = { bold: true }
  for (const column of IMPORT_COLUMNS) help.addRow([column.key, columnLabel(column, english), columnLabel(column, nepali), t(KIND_DESCRIPTIONS[column.kind])])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
