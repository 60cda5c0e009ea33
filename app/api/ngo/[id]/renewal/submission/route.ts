// POST /api/ngo/{id}/renewal/submission – submit the renewal of the cycle in force (the owning NGO)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { REVIEW_MESSAGES } from '@/lib/renewals/review-schemas'
import { submitRenewal } from '@/lib/renewals/submissions'

export const dynamic = 'force-dynamic'

const submit = route(
  {
    method: 'POST',
    path: '/api/ngo/{id}/renewal/submission',
    tag: 'Renewals',
    summary: 'Submit the renewal of the cycle in force',
    description:
      'Keeps a snapshot of the profile: later edits do not change what the reviewer reviews until the next submit. Refused with 400 while an item is missing (errors names each missing item under its item key, document:<id> or part:<name>), 409 while a submission waits or is accepted, when no cycle is open or the profile is not verified. After a request for changes the new submission replaces the old one.',
    access: 'ngo',
    params: profileParams,
    success: { status: 201, description: 'Submitted', dataKeys: ['renewalSubmission'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => created(REVIEW_MESSAGES.submitted, { renewalSubmission: await submitRenewal(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(submit)
