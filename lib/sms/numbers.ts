// Portal numbers are stored as dialled in Nepal (98XXXXXXXX mobiles, 0XXXXXXXX
// landlines); each gateway wants them its own way.

/** E.164, for Twilio. */
export function toE164(mobile: string): string {
  if (mobile.startsWith('+')) return mobile
  if (/^9[6-9]\d{8}$/.test(mobile)) return `+977${mobile}`
  if (/^0\d{8}$/.test(mobile)) return `+977${mobile.slice(1)}`
  return mobile
}

/** The 10 digits of a Nepali mobile, without the country code, for Sparrow and Aakash. */
export function toNepaliMobile(mobile: string): string {
  const digits = mobile.replace(/[^0-9]/g, '')
  return digits.length === 13 && digits.startsWith('977') ? digits.slice(3) : digits
}
