// A mobile number as the People section and the handover show it. No I/O.

/** The first and last three digits; the rest hidden. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return '•'.repeat(mobile.length)
  return `${mobile.slice(0, 3)}${'•'.repeat(mobile.length - 6)}${mobile.slice(-3)}`
}
