import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHECK_MESSAGES, checkCode, checkNewPassword, checkRegistration, checkResetMobile, checkSignIn, CONFIRM_MISMATCH, type Checked } from './form-checks'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const errorsOf = (checked: Checked<unknown>) => (checked.ok ? {} : checked.errors)

// What people type: nothing, blanks, digits of either script, numbers, addresses, long text.
const typed = fc.oneof(
  fc.constantFrom('', ' ', '९८४१२३४५६७', '9841234567', '+9779841234567', '01-5550000', '12345', '१२३४५६', '123456', 'a@b.np', 'not an email', 'password1', '४५/०८१'),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: 90, max: 300 }).map((length) => 'क'.repeat(length)),
)
const fieldsOf = fc.record({
  mode: fc.constantFrom('user', 'admin', ''),
  dao_registration_no: typed,
  name: typed,
  mobile: typed,
  email: typed,
  password: typed,
  confirm_password: typed,
  mpin: typed,
})

describe('the auth forms’ checks', () => {
  it('give only messages the page hands its script (CHECK_MESSAGES), whatever is typed', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(fieldsOf, (fields) => {
        const sent = form(fields)
        for (const checked of [checkSignIn(sent), checkResetMobile(sent), checkRegistration(sent), checkCode(sent), checkNewPassword(sent)]) {
          for (const message of Object.values(errorsOf(checked))) {
            seen.add(message)
            expect(CHECK_MESSAGES).toContain(message)
          }
        }
      }),
      { numRuns: 2000 },
    )
    // The property met most of the list, so it is not passing for want of errors.
    expect(seen.size).toBeGreaterThan(CHECK_MESSAGES.length / 2)
  })

  it('say each missing field of a sign-in, the registration number in User mode only', () => {
    expect(errorsOf(checkSignIn(form({ mode: 'user' })))).toEqual({
      dao_registration_no: 'DAO Registration No. is required',
      mobile: 'Mobile Number is Required!',
      password: 'Password is required',
    })
    expect(errorsOf(checkSignIn(form({ mode: 'admin' })))).toEqual({ mobile: 'Mobile Number is Required!', password: 'Password is required' })
    const signedIn = checkSignIn(form({ mode: 'user', dao_registration_no: '४५/०८१', mobile: '+977९८४१२३४५६७', password: 'x' }))
    expect(signedIn).toEqual({ ok: true, data: { super_admin: false, dao_registration_no: '45/081', mobile: '9841234567', password: 'x' } })
  })

  it('check the confirmation of a new password, which is never passed on', () => {
    expect(errorsOf(checkRegistration(form({ dao_registration_no: '1/080', name: 'N', mobile: '9841234567', email: 'a@b.np', password: 'long-enough-1', confirm_password: 'other' })))).toEqual({
      confirm_password: CONFIRM_MISMATCH,
    })
    const registered = checkRegistration(form({ dao_registration_no: '1/080', name: 'N', mobile: '9841234567', email: 'A@B.np', password: 'long-enough-1', confirm_password: 'long-enough-1' }), { lang: 'en' })
    expect(registered).toEqual({ ok: true, data: { dao_registration_no: '1/080', name: 'N', mobile: '9841234567', email: 'a@b.np', password: 'long-enough-1', lang: 'en' } })
    expect(errorsOf(checkNewPassword(form({ password: 'short', confirm_password: '' })))).toEqual({
      password: 'Password must be at least 8 characters',
      confirm_password: 'Confirm Password is required',
    })
  })

  it('read a code of Nepali digits as Latin ones, and refuse anything but 6 digits', () => {
    expect(checkCode(form({ mpin: '१२३४५६' }))).toEqual({ ok: true, data: '123456' })
    expect(errorsOf(checkCode(form({ mpin: '12345' })))).toEqual({ mpin: 'Code must be exactly 6 digits' })
    expect(errorsOf(checkResetMobile(form({ mobile: '12345' })))).toEqual({ mobile: 'Please enter Valid Mobile Number !' })
  })
})
