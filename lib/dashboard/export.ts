// The dashboard's tables as CSV files (a download link under each table): the
// numbers the page shows, with Latin digits so a spreadsheet reads them as
// numbers, and the header in the page's language. Encoded and defused as the
// open data is.
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import { BOM, csvLine, type CsvValue } from '@/lib/open-data/csv'
import { getRegistrationGraph, getScopeAndGroupTotals } from './index'
import { cumulative } from './format'
import { getFunds } from './funds'
import { getWardGaps } from './gaps'
import type { DashboardTable } from './schemas'

async function tableRows(table: DashboardTable, t: Translate, language: Language): Promise<CsvValue[][]> {
  if (table === 'ward-thematic-scope' || table === 'ward-target-group') {
    // A row per ward, a column per option: the NGOs of each ward and option, as the table's cells count them.
    const gaps = (await getWardGaps())[table === 'ward-thematic-scope' ? 'thematic-scope' : 'target-group']
    return [
      [t('Ward'), ...gaps.options.map((option) => localName(language, option.name, option.name_en))],
      ...gaps.wards.map((ward, index) => [localName(language, ward.name, ward.name_en), ...gaps.counts[index]]),
    ]
  }
  if (table === 'funds-by-fiscal-year') {
    const { years } = await getFunds()
    return [
      [t('Financial year'), t('Fund received from internal sources'), t('Fund received from external bodies'), t('Total amount')],
      ...years.map((year) => [year.financial_year, year.internal, year.external, Math.round((year.internal + year.external) * 100) / 100]),
    ]
  }
  if (table === 'funding-bodies') {
    const { bodies } = await getFunds()
    return [[t('External body'), t('Fund received from external bodies'), t('Budget rows')], ...bodies.map((body) => [body.name, body.amount, body.rows])]
  }
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
export async function dashboardTableCsv(table: DashboardTable, t: Translate, language: Language): Promise<string> {
  return BOM + (await tableRows(table, t, language)).map(csvLine).join('')
}

export function dashboardTableFileName(table: DashboardTable): string {
  return `ngo-dashboard-${table}.csv`
}
