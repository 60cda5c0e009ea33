// The paths of an NGO's people: a profile and one of its people or invitations.
import { pathId } from '@/lib/api/input'
import { profileParams } from '@/lib/profile/access'
import { PEOPLE_MESSAGES } from './messages'

export const memberParams = profileParams.extend({ userId: pathId(PEOPLE_MESSAGES.personNotFound).describe('The person (user id)') })
export const invitationParams = profileParams.extend({ invitationId: pathId(PEOPLE_MESSAGES.invitationNotFound).describe('The invitation id') })
