import type { Label } from './types'

// What the running portal tells the super administrator about itself.
export const OPERATIONS_LABELS: Record<string, Label> = {
  'SMS not sent': { nepali: 'SMS पठाउन सकिएन' },
  'SMS not sent in the last 7 days, even on a second try:': { nepali: 'पछिल्लो ७ दिनमा दोस्रो प्रयासमा पनि पठाउन नसकिएका SMS:' },
  'Latest SMS failures': { nepali: 'पछिल्ला असफल SMS' },
  'Verification code': { nepali: 'प्रमाणीकरण कोड' },
  'Password reset code': { nepali: 'पासवर्ड फेर्ने कोड' },
  Notice: { nepali: 'सूचना' },
  "Check the SMS provider's account (credit, token, sender) and the server's log.": {
    nepali: 'SMS सेवा प्रदायकको खाता (क्रेडिट, टोकन, प्रेषक) र सर्भरको लग जाँच गर्नुहोस्।',
  },
}
