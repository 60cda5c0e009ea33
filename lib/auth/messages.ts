// Messages that cross the API and that client code reacts to. No I/O here, so
// client components import it too.

/** Spec section 8: any of these ends the session in the browser. */
export const TOKEN_MESSAGES = {
  invalid: 'Failed : Invalid Token',
  expired: 'Failed : Token Expired',
  invalidUser: 'Authentication Failed : Invalid User Token',
} as const

export function isTokenMessage(message: unknown): boolean {
  return typeof message === 'string' && (Object.values(TOKEN_MESSAGES) as string[]).includes(message)
}

export const AUTH_MESSAGES = {
  registered: 'Registration Success !',
  verified: 'Verification Success',
  codeSent: 'Verification code sent to your mobile number.',
  signedIn: 'Login Success !',
  signedOut: 'Logged Out !',
  passwordUpdated: 'Password Update Success',
  signedInUser: 'Signed-in user',
  notVerified: 'Mobile Number Not Verified',
  // One answer for an unknown mobile, a wrong password, a wrong registration
  // number or the wrong sign-in mode, so it never tells whether a mobile exists.
  invalidCredentials: 'Invalid credentials. Please check and try again.',
  locked: 'Too many failed sign-in attempts. Please try again later.',
  invalidCode: 'Invalid or expired verification code',
  tooManyCodes: 'Too many wrong codes. Please try again later.',
  smsAddressLimit: 'Too many codes were asked for from your network. Please try again later.',
  proofOfWorkRequired: 'Many sign-ups are arriving just now. Please let the check below finish, then sign up again.',
  proofOfWorkInvalid: 'The check was not accepted or has expired. Please let it run again, then sign up again.',
  // Without scripts the check cannot run (decision 070): the sign-up page says what to do instead.
  proofOfWorkNeedsScript: 'Many sign-ups are arriving just now, and signing up needs an automatic check that runs with JavaScript. Please turn JavaScript on, or try again later.',
  proofOfWorkChallenge: 'Check for sign-ups',
  smsDailyLimit: 'The portal has sent all the SMS it may send today. Please try again tomorrow.',
  resendTooSoon: 'Please wait before requesting another code.',
  smsFailed: 'The SMS could not be sent. Please try again in a minute.',
  commonPassword: 'This password is too common. Please choose another one.',
} as const
