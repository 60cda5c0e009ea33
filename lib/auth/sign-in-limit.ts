// How often a password or an SMS code may be tried (decision 023), counted in
// lib/attempts.ts before the hash or the code is checked, so the limits hold
// however many requests arrive at once:
// - sign-in from a known device (lib/auth/devices.ts: it signed in to this
//   account before): DEVICE_MAX_FAILURES wrong passwords on its token, and
//   nothing else; what other clients do never closes the account to it;
// - sign-in from any other client: 5 tries per mobile from one client address
//   in 15 minutes; and, across all addresses, once 10 tries are counted in a
//   day, the account is closed to unknown devices for 1 minute after the
//   latest try, doubling with each further try up to 15 minutes. So guessing
//   gets about 100 tries a day whatever it spreads over (NIST SP 800-63B
//   5.2.2), while the holder is kept out minutes at most, and never on a
//   device they signed in with before;
// - code entry (verification, password reset): 5 wrong codes per mobile from
//   one client address in 15 minutes (a code itself burns after
//   CODE_MAX_ATTEMPTS wrong tries from anywhere).
// Counted by the mobile as typed (normalised), whether or not an account has
// it, so an unknown mobile behaves exactly like a known one.
import type { AttemptRules } from '@/lib/attempts'

const MINUTE = 60 * 1000

export const SIGN_IN_RULES = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  perSubject: { windowMs: 24 * 60 * MINUTE, freeTries: 10, firstBlockMs: MINUTE, maxBlockMs: 15 * MINUTE },
} as const satisfies AttemptRules

export const CODE_ENTRY_RULES = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
} as const satisfies AttemptRules
