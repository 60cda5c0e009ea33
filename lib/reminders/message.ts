// The Nepali renewal reminder. Only the configured document name (reference
// content the administrator controls) and dates go into it.
import { adStringToBsString, toNepaliDigits } from '@/lib/calendar'

const PORTAL = 'एनजीओ प्रोफाइल'

/** "<document> को म्याद <BS date> मा सकिँदैछ (<n> दिन बाँकी)। …" with Nepali digits. */
export function reminderSms(documentName: string, validTill: string, daysLeft: number): string {
  const bs = adStringToBsString(validTill) ?? validTill
  const left = daysLeft === 0 ? 'आज' : `${toNepaliDigits(daysLeft)} दिन बाँकी`
  // Two UCS-2 segments with a usual document name (README, "SMS").
  return `${PORTAL}: "${documentName}" को म्याद वि.सं. ${toNepaliDigits(bs)} मा सकिँदैछ (${left})। नवीकरण गरी पोर्टलमा राख्नुहोस्।`
}
