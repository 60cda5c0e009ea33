// API messages the spec fixes word for word (spec section 8): clients match
// on them, so the API answers them exactly as written, typo included
// ('Doestn't'). They were written for programs, not people: a page never
// shows one, it shows the sentence here instead, in the page's language.
// The translate function (lib/i18n/messages.ts) makes the swap, so every
// place that puts a server's message through `t` gets it without knowing
// the list (decision 085). No I/O here: client code imports it too.
import { AUTH_MESSAGES, TOKEN_MESSAGES } from '@/lib/auth/messages'
import { DAO_MISMATCH_MESSAGE } from '@/lib/profile/normalize'

const SESSION_ENDED = 'Your session has ended. Please sign in again.'

export const MESSAGES_FOR_PEOPLE: Readonly<Record<string, string>> = {
  [DAO_MISMATCH_MESSAGE]: 'The DAO registration number in the profile is not the one your account signs in with.',
  [AUTH_MESSAGES.notVerified]: 'Your mobile number is not verified yet.',
  [TOKEN_MESSAGES.invalid]: SESSION_ENDED,
  [TOKEN_MESSAGES.expired]: SESSION_ENDED,
  [TOKEN_MESSAGES.invalidUser]: SESSION_ENDED,
}

/** The sentence a page shows for `message`: its own for a message the spec fixes, else the message itself. */
export function messageForPeople(message: string): string {
  return Object.hasOwn(MESSAGES_FOR_PEOPLE, message) ? MESSAGES_FOR_PEOPLE[message] : message
}
