/** BS month names as commonly written on Nepali government forms, Baisakh (1) .. Chaitra (12). */
export const BS_MONTH_NAMES_NE = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कार्तिक',
  'मंसिर',
  'पुष',
  'माघ',
  'फागुन',
  'चैत',
] as const

export const BS_MONTH_NAMES_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const

export type BsMonthNameLanguage = 'ne' | 'en'

/** Month is 1-based like everywhere else in this module; null for anything outside 1..12. */
export function getBsMonthName(month: number, language: BsMonthNameLanguage = 'ne'): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return null
  const names = language === 'ne' ? BS_MONTH_NAMES_NE : BS_MONTH_NAMES_EN
  return names[month - 1] ?? null
}
