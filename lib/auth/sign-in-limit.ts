// How often a password or an SMS code may be tried (decision 023), counted
// in lib/attempts.ts before the hash or the code is checked, so the limits
// hold however many requests arrive at once:
// - sign-in: 5 failed tries per mobile from one client address in 15 minutes;
//   and 50 per mobile in a day from all addresses together, one address
//   counting at most 5 of them, so no single address can lock the holder out
//   while a guesser spread over many addresses is stopped;
// - code entry (verification, password reset): 5 wrong codes per mobile from
//   one client address in 15 minutes (a code itself burns after
//   CODE_MAX_ATTEMPTS wrong tries from anywhere).
// Counted by the mobile as typed (normalised), whether or not an account has
// it, so an unknown mobile behaves exactly like a known one.
import type { AttemptRules } from '@/lib/attempts'

const MINUTE = 60 * 1000

export const SIGN_IN_RULES = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  perSubject: { max: 50, windowMs: 24 * 60 * MINUTE, perAddressShare: 5 },
} as const satisfies AttemptRules

export const CODE_ENTRY_RULES = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
} as const satisfies AttemptRules
