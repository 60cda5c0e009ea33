// The only texts the portal sends by SMS: its own templates (the words of
// docs/glossary.md, the buttons' own names), with the code. Nothing from a
// request ever becomes part of a message. The codes of sign-up and recovery
// speak the language of the page that asked for them (decision 077): wholly
// Nepali, or wholly English; a caller that names no language (the legacy
// API) gets Nepali.
import { CODE_LENGTH } from '@/lib/auth/schemas'
import type { Language } from '@/lib/i18n/shared'

export type SmsPurpose = 'verify' | 'reset' | 'notice'

const PORTAL = 'एनजीओ प्रोफाइल'
const PORTAL_EN = 'NGO Profile'

// Each text fits one SMS: Devanagari travels as UCS-2, 70 characters a
// segment, English as GSM-7, 160 (lib/sms/segments.ts); a test holds every
// template to it.
export function verificationSms(code: string, language: Language = 'ne'): string {
  assertCode(code)
  if (language === 'en') return `${PORTAL_EN}: verification code ${code} (10 minutes). Do not share it.`
  return `${PORTAL}: प्रमाणीकरण कोड ${code} (१० मिनेट)। कसैलाई नदिनुहोस्।`
}

export function resetSms(code: string, language: Language = 'ne'): string {
  assertCode(code)
  if (language === 'en') return `${PORTAL_EN}: password reset code ${code}, 10 minutes. Do not share it.`
  return `${PORTAL}: पासवर्ड फेर्ने कोड ${code}, १० मिनेट। कसैलाई नदिनुहोस्।`
}

/** Sent instead of a code when someone registers a number that already has an account. */
export function alreadyRegisteredSms(language: Language = 'ne'): string {
  if (language === 'en') return `${PORTAL_EN}: this number has an account. Press "Forgot password?".`
  return `${PORTAL}: यो नम्बरमा खाता छ। "पासवर्ड बिर्सनुभयो?" थिच्नुहोस्।`
}

function assertCode(code: string) {
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw new Error('An SMS code must be exactly 6 digits.')
}

// Claims of an imported profile (lib/profile/claims.ts). No text of a request
// goes into them: the person knows which profile they asked for.

/** Sent when a claim waits for the super administrator's review, in the language of the page that verified the mobile. */
export function claimPendingSms(language: Language = 'ne'): string {
  if (language === 'en')
    return `${PORTAL_EN}: the municipality is reviewing your request to link your NGO's profile to your account. You will be told by SMS when it is decided.`
  return `${PORTAL}: तपाईंले दर्ता गर्दा दिनुभएको जिल्ला प्रशासन कार्यालय दर्ता नम्बरको संस्थाको प्रोफाइल तपाईंको खातामा जोड्ने अनुरोध नगरपालिकाले जाँच गर्दैछ। निर्णय भएपछि SMS बाट जानकारी दिइनेछ।`
}

export function claimApprovedSms(): string {
  return `${PORTAL}: तपाईंको संस्थाको प्रोफाइल तपाईंको खातामा जोडियो। लगइन गरेर प्रोफाइल अद्यावधिक गर्नुहोस्।`
}

export function claimRefusedSms(): string {
  return `${PORTAL}: तपाईंको संस्थाको प्रोफाइल तपाईंको खातामा जोड्ने अनुरोध स्वीकृत हुन सकेन। थप जानकारीका लागि नगरपालिकामा सम्पर्क गर्नुहोस्।`
}
