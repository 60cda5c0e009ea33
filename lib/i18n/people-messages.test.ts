// A page shows a person a sentence written for them, never the API's fixed
// wording (spec section 8), in either language; the API keeps its wording.
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, TOKEN_MESSAGES } from '@/lib/auth/messages'
import { DAO_MISMATCH_MESSAGE } from '@/lib/profile/normalize'
import { MESSAGES_FOR_PEOPLE, messageForPeople } from '@/lib/i18n/people-messages'
import { makeTranslate } from '@/lib/i18n/translate'

const SPEC_MESSAGES = [DAO_MISMATCH_MESSAGE, AUTH_MESSAGES.notVerified, ...Object.values(TOKEN_MESSAGES)]

describe('messages the spec fixes', () => {
  it('are left as they are by the API constants', () => {
    expect(DAO_MISMATCH_MESSAGE).toBe("Failed: DAO Registration No. Doestn't Match")
    expect(Object.keys(MESSAGES_FOR_PEOPLE).sort()).toEqual([...SPEC_MESSAGES].sort())
  })

  it('read as a sentence for people on an English page', () => {
    const t = makeTranslate('en', {})
    expect(t(DAO_MISMATCH_MESSAGE)).toBe('The DAO registration number in the profile is not the one your account signs in with.')
    expect(t(AUTH_MESSAGES.notVerified)).toBe('Your mobile number is not verified yet.')
    for (const message of SPEC_MESSAGES) {
      expect(t(message)).not.toBe(message)
      expect(t(message)).toMatch(/\.$/)
    }
  })

  it('read as a Nepali sentence ending in a danda on a Nepali page', () => {
    const t = makeTranslate('ne', {})
    for (const message of SPEC_MESSAGES) {
      expect(t(message), message).toMatch(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*।$/)
    }
  })

  it('read for people inside a longer message too', () => {
    const t = makeTranslate('en', {})
    expect(t(`Row 2: ${DAO_MISMATCH_MESSAGE}`)).toBe('Row 2: The DAO registration number in the profile is not the one your account signs in with.')
  })

  it('leave every other message as it is', () => {
    expect(messageForPeople('Invalid credentials. Please check and try again.')).toBe('Invalid credentials. Please check and try again.')
    expect(messageForPeople('constructor')).toBe('constructor')
  })
})
