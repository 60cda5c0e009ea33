// POST /api/ngo/merges – merge one profile into another of the same organisation (super_admin)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { mergeProfiles } from '@/lib/profile/merge'
import { profileMergeBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const merge = route(
  {
    method: 'POST',
    path: '/api/ngo/merges',
    tag: 'Profiles',
    summary: 'Merge a profile into another one; the merged profile’s address then leads to the kept one',
    description:
      'One transaction, all or nothing. The merged profile’s sections, documents, audit reports, files, claims, renewal submissions and history move to the kept profile; a row that clashes with one the kept profile has (a budget of the same fiscal year, a document of the same type) is set aside in the merge record, never deleted, and so is the merged profile’s own row. Fields the kept profile left empty are filled from the merged one. /profile/{merged} and /en/profile/{merged} then answer 301 to the kept profile. data.merge counts the rows moved and set aside by table. Refused with nothing written: the same id twice (400), an unknown id (404), a profile already merged (409, data.kept_profile_id names where it went), or a table with a foreign key to profiles the merge does not know (409). Recorded in the action log.',
    access: 'super_admin',
    body: profileMergeBody,
    success: { status: 201, description: 'Merged', dataKeys: ['merge'] },
    errors: [404, 409],
  },
  async ({ viewer, body }) => created(DUPLICATE_MESSAGES.merged, { merge: await mergeProfiles(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(merge)
