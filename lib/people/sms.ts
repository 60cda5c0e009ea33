// The SMS of an NGO's people (decision 092): the portal's own words, never a
// name or text from a request (an NGO's name is typed by its people), with
// the code. An invitation speaks the language of the page that sent it
// (decision 077); the handover is the municipality's decision and is Nepali.
import type { Language } from '@/lib/i18n/shared'
import { INVITATION_CODE_LENGTH } from './schemas'

const PORTAL = 'एनजीओ प्रोफाइल'
const PORTAL_EN = 'NGO Profile'

export function invitationSms(code: string, language: Language = 'ne'): string {
  if (!new RegExp(`^\\d{${INVITATION_CODE_LENGTH}}$`).test(code)) throw new Error(`An invitation code must be exactly ${INVITATION_CODE_LENGTH} digits.`)
  if (language === 'en') return `${PORTAL_EN}: you are invited to join your NGO. Code ${code}, 48 hours. Register or log in, then enter it on My Profile.`
  return `${PORTAL}: संस्थामा सामेल हुने निम्तो। कोड ${code}, ४८ घण्टा। दर्ता वा लगइन गरी "मेरो प्रोफाइल" मा हाल्नुहोस्।`
}

/** To each former NGO admin of a profile the super administrator handed over. */
export function handoverSms(): string {
  return `${PORTAL}: नगरपालिकाले तपाईंको संस्थाको प्रोफाइलमा अर्को प्रशासक तोकेको छ। जानकारीका लागि नगरपालिकामा सम्पर्क गर्नुहोस्।`
}
