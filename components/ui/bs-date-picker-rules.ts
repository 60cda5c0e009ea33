// What the date picker offers and says, apart from drawing it: its year list
// (spec section 9: 2000 to 2080, newest first, extended to this year and to the
// year in view, so every year of the calendar, BS 1970 to 2100, can be shown
// when a date there is in view) and what it says about a date typed wrong.
import { BS_DATE_EXAMPLE, getBsMonthName, MAX_BS_YEAR, MIN_BS_YEAR, pageDigits, type BsDateProblem } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'

export const PICKER_FIRST_YEAR = 2000
export const PICKER_LAST_YEAR = 2080

export function pickerYears(viewYear: number, todayYear: number | null): number[] {
  const last = Math.min(MAX_BS_YEAR, Math.max(PICKER_LAST_YEAR, todayYear ?? PICKER_LAST_YEAR, viewYear))
  const first = Math.max(MIN_BS_YEAR, Math.min(PICKER_FIRST_YEAR, viewYear))
  return Array.from({ length: last - first + 1 }, (_, index) => last - index)
}

/** 'मिति मिलेन: …' followed by what is wrong with a typed date and what the field expects. */
export function bsDateProblemMessage(problem: BsDateProblem, t: Translate, language: Language): string {
  const digits = (value: string | number) => pageDigits(value, language)
  const detail =
    problem.kind === 'format'
      ? t('write it as year-month-day, e.g. {example}').replace('{example}', digits(BS_DATE_EXAMPLE))
      : problem.kind === 'year'
        ? t('the year must be from {first} to {last} BS').replace('{first}', digits(MIN_BS_YEAR)).replace('{last}', digits(MAX_BS_YEAR))
        : problem.kind === 'month'
          ? t('the month must be from {first} to {last}').replace('{first}', digits('01')).replace('{last}', digits('12'))
          : t('{month} {year} has {days} days, so the day must be from {first} to {days}')
              .replace('{month}', getBsMonthName(problem.month, language) ?? digits(problem.month))
              .replace('{year}', digits(problem.year))
              .replaceAll('{days}', digits(problem.days))
              .replace('{first}', digits(1))
  return `${t('Invalid date')}: ${detail}`
}
