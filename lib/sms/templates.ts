// The only texts the portal sends by SMS: its own templates, wholly in Nepali
// (the words of docs/glossary.md, the buttons' own names), with the code.
// Nothing from a request ever becomes part of a message.
import { CODE_LENGTH } from '@/lib/auth/schemas'

export type SmsPurpose = 'verify' | 'reset' | 'notice'

const PORTAL = 'एनजीओ प्रोफाइल'

export function verificationSms(code: string): string {
  assertCode(code)
  return `${PORTAL}: तपाईंको मोबाइल नम्बर प्रमाणीकरण कोड ${code} हो। यो कोड १० मिनेटसम्म मात्र मान्य छ। कसैलाई नदिनुहोला।`
}

export function resetSms(code: string): string {
  assertCode(code)
  return `${PORTAL}: तपाईंको पासवर्ड परिवर्तन कोड ${code} हो। यो कोड १० मिनेटसम्म मात्र मान्य छ। तपाईंले माग नगरेको भए यो सन्देश बेवास्ता गर्नुहोस्।`
}

/** Sent instead of a code when someone registers a number that already has an account. */
export function alreadyRegisteredSms(): string {
  return `${PORTAL}: यो मोबाइल नम्बरमा खाता पहिले नै दर्ता भइसकेको छ। लगइन गर्नुहोस्, वा पासवर्ड बिर्सनुभएको भए लगइन पृष्ठको "पासवर्ड बिर्सनुभयो?" थिच्नुहोस्। तपाईंले दर्ता गर्न नखोजेको भए यो सन्देश बेवास्ता गर्नुहोस्।`
}

function assertCode(code: string) {
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw new Error('An SMS code must be exactly 6 digits.')
}
