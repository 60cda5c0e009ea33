import type { Label } from './types'

// The Bikram Sambat date picker (components/ui/bs-date-picker.tsx), in the
// own profile editor and the content pages.
export const DATE_PICKER_LABELS: Record<string, Label> = {
  BS: { nepali: 'वि.सं.' },
  'Choose date': { nepali: 'मिति छान्नुहोस्' },
  'Bikram Sambat date, year-month-day': { nepali: 'विक्रम संवत् मिति, साल-महिना-गते' },
  'Previous month': { nepali: 'अघिल्लो महिना' },
  'Next month': { nepali: 'अर्को महिना' },
  Month: { nepali: 'महिना' },
  Year: { nepali: 'साल' },
  Today: { nepali: 'आज' },
  Clear: { nepali: 'हटाउनुहोस्' },
  'Invalid date': { nepali: 'मिति मिलेन' },
  'e.g.': { nepali: 'जस्तै' },
  'write it as year-month-day, e.g. {example}': { nepali: 'साल-महिना-गते ढाँचामा लेख्नुहोस्, जस्तै {example}' },
  'the year must be from {first} to {last} BS': { nepali: 'साल वि.सं. {first} देखि {last} सम्मको हुनुपर्छ' },
  'the month must be from {first} to {last}': { nepali: 'महिना {first} देखि {last} सम्मको हुनुपर्छ' },
  '{month} {year} has {days} days, so the day must be from {first} to {days}': {
    nepali: '{year} {month} मा {days} दिन छन्, त्यसैले गते {first} देखि {days} सम्मको हुनुपर्छ',
  },
  Sun: { nepali: 'आइत' },
  Mon: { nepali: 'सोम' },
  Tue: { nepali: 'मङ्गल' },
  Wed: { nepali: 'बुध' },
  Thu: { nepali: 'बिही' },
  Fri: { nepali: 'शुक्र' },
  Sat: { nepali: 'शनि' },
}
