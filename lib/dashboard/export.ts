// The dashboard's tables as CSV files (a download link under each table): the
// numbers the page shows, with Latin digits so a spreadsheet reads them as
// numbers, and the header in the page's language. Encoded and defused as the
// open data is.
import type { Translate } from '@/lib/i18n/shared'
import { BOM, csvLine, type CsvValue } from '@/lib/open-data/csv'
import { getRegistrationGraph, getScopeAndGroupTotals } from './index'
import { cumulative } from './format'
import type { DashboardTable } from './schemas'

async function tableRows(table: DashboardTable, t: Translate): Promise<CsvValue[][]> {
  if (table === 'registration-fiscal-year') {
    const { registrationFiscalYear: years } = await getRegistrationGraph()
    const running = cumulative(years.map((year) => year.total))
    return [
      [t('Registration fiscal year'), t('Registered that year'), t('Cumulative total')],
      ...years.map((year, index) => [year.registration_fiscal_year, year.total, running[index]]),
    ]
  }
  const totals = await getScopeAndGroupTotals()
  const [rows, heading, count] =
    table === 'thematic-scope'
      ? [totals.thematicScope, 'Thematic scope', 'Number of NGOs']
      : table === 'target-group'
        ? [totals.targetGroup, 'Target group and class', 'Number of NGOs']
        : [totals.tribe, 'Caste or ethnic group', 'Number of people']
  return [[t(heading), t(count)], ...rows.map((row) => [row.name, row.total])]
}

/** One table of the dashboard as CSV text (UTF-8 with a byte order mark). */
export async function dashboardTableCsv(table: DashboardTable, t: Translate): Promise<string> {
  return BOM + (await tableRows(table, t)).map(csvLine).join('')
}

export function dashboardTableFileName(table: DashboardTable): string {
  return `ngo-dashboard-${table}.csv`
}
