// What the API of an NGO's people answers (decision 092). Each is a label key
// (lib/i18n/labels/people.ts), so a page shows it in its own language. No I/O.
export const INVITATIONS_PER_DAY = 10
export const INVITATIONS_WAITING = 10
/** Wrong codes that burn an invitation. */
export const INVITATION_MAX_TRIES = 5

export const PEOPLE_MESSAGES = {
  listed: 'People of the NGO',
  candidates: 'People who can take over',
  invited: 'Invitation sent',
  invitationCancelled: 'Invitation cancelled',
  joined: 'You have joined the NGO',
  roleChanged: 'Role changed',
  removed: 'Removed from the NGO: every session of theirs has ended',
  left: 'You have left the NGO',
  handedOver: 'Handed over: the new NGO admin can sign in',
  handedOverSmsNotSent: 'Handed over, but the SMS to the former NGO admins could not be sent',
  adminOnly: 'Only an NGO admin of this profile can do this',
  lastAdmin: 'A profile always keeps at least one NGO admin: make someone else an NGO admin first',
  personNotFound: 'Person Not Found',
  invitationNotFound: 'Invitation Not Found',
  alreadyMember: 'This mobile number already belongs to a person of this NGO',
  perDay: 'An NGO may send at most 10 invitations a day. Please try again tomorrow.',
  waiting: 'At most 10 invitations may wait at once: cancel one first',
  mobileOnly: 'An invitation is sent by SMS: enter a mobile number',
  roleInvalid: 'role must be admin or user',
  codeRequired: 'Invitation code is required',
  codeFormat: 'The invitation code is 8 digits',
  codeWrong: 'The invitation code is wrong or has expired',
  alreadyInNgo: 'You already belong to an NGO. Leave it before you join another',
  chooseCandidate: 'Choose the person who takes over',
  reasonRequired: 'Write the reason for the handover',
  reasonTooLong: 'The reason may be at most 500 characters',
  notCandidate: 'This person cannot take over this profile: choose one of its people, or a verified person in no NGO who signed up with its DAO registration number',
  alreadySoleAdmin: 'This person is already the only NGO admin of this profile',
} as const
