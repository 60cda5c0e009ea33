// GET /api/ngo/profile – list profiles (public: verified and active; super admin: all, with filters)
// POST /api/ngo/profile – create the signed-in NGO's profile
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createProfile, listProfiles } from '@/lib/profile/profile'
import { profileCreateBody, profileListQuery } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/profile',
    tag: 'Profiles',
    summary: 'List NGO profiles',
    description:
      'The public sees verified, active profiles with the organisation’s own contacts (not the personal mobiles and emails of its people); the super administrator sees all and may filter by status, completeness, verification and renewal standing (standing). Each row carries renewal: the financial_year of the renewal cycle in force and the standing in it ({kind: renewed|submitted|changes_requested|due|not_started|late|overdue, with on, by, starts, days and since as AD dates and whole days}), computed for today in Kathmandu; null for an unverified profile or without a cycle.',
    access: 'public',
    readsViewer: true,
    query: profileListQuery,
    success: { description: 'A page of profiles', dataKeys: ['ngoProfiles', 'total', 'page', 'limit'] },
  },
  async ({ viewer, query }) => ok('NGO Profiles', await listProfiles(viewer, query)),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/profile',
    tag: 'Profiles',
    summary: "Create the signed-in NGO user's profile",
    description: "An NGO user owns at most one profile. A DAO registration number that differs from the account's is refused with 409 unless update_dao_registration_no is true.",
    access: 'ngo',
    body: profileCreateBody,
    success: { status: 201, description: 'Created', dataKeys: ['profile', 'refetch'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Profile Save Success !', { profile: await createProfile(viewer, body), refetch: true }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
