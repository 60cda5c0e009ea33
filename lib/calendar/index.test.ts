import { describe, expect, it } from 'vitest'
import * as calendar from './index'

describe('public API', () => {
  it('re-exports the conversion, fiscal-year and digit helpers', () => {
    const functions = [
      'adStringToBsString',
      'adToBs',
      'bsStringToAdString',
      'bsToAd',
      'currentFiscalYear',
      'daysInBsMonth',
      'findBsDateProblem',
      'fiscalYearLabel',
      'fiscalYearOfAdString',
      'fiscalYearOfBs',
      'fiscalYearRange',
      'formatBsDate',
      'formatNumber',
      'formatPercent',
      'formatShare',
      'markBsDate',
      'pageDigits',
      'getBsMonthName',
      'lastRenewalDateOfFiscalYear',
      'toLatinDigits',
      'toNepaliDigits',
      'todayBs',
    ] as const
    for (const name of functions) expect(typeof calendar[name], name).toBe('function')
    expect([calendar.FIRST_BS_YEAR, calendar.LAST_BS_YEAR]).toEqual([1970, 2100])
  })

  it('lists BS month names in Nepali and English, Baisakh first', () => {
    expect(calendar.BS_MONTH_NAMES_NE).toEqual([
      'बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पुष', 'माघ', 'फागुन', 'चैत',
    ])
    expect(calendar.BS_MONTH_NAMES_EN).toEqual([
      'Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Ashwin',
      'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra',
    ])
  })

  it('names months by their 1-based number', () => {
    expect(calendar.getBsMonthName(4)).toBe('साउन')
    expect(calendar.getBsMonthName(4, 'en')).toBe('Shrawan')
    expect(calendar.getBsMonthName(12, 'en')).toBe('Chaitra')
    expect(calendar.getBsMonthName(0)).toBeNull()
    expect(calendar.getBsMonthName(13)).toBeNull()
  })
})
