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

/**
 * The yearly renewal reminder (decision 091): before the deadline "renew for
 * <year> by <BS date> (<n> days left)", after it "the deadline was <date>".
 * Nepali: the portal knows no NGO's language. Two UCS-2 parts at most.
 */
export function renewalReminderSms(financialYear: string, deadline: string, window: '30' | '7' | 'after', daysLeft: number): string {
  const bs = toNepaliDigits(adStringToBsString(deadline) ?? deadline)
  const year = toNepaliDigits(financialYear)
  if (window === 'after') return `${PORTAL}: आ.व. ${year} को नवीकरणको म्याद वि.सं. ${bs} मा सकियो। पोर्टलमा तुरुन्त पेस गर्नुहोस्।`
  const left = daysLeft === 0 ? 'आज अन्तिम दिन' : `${toNepaliDigits(daysLeft)} दिन बाँकी`
  return `${PORTAL}: आ.व. ${year} को नवीकरण वि.सं. ${bs} भित्र पोर्टलमा पेस गर्नुहोस् (${left})।`
}
