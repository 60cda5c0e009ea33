// POST /api/ngo/emblem – upload the municipality's emblem for the certificates (multipart: image); DELETE – remove it; super admin only
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { EMBLEM_FORM, removeEmblem, saveEmblem } from '@/lib/certificates/emblem'
import { CERTIFICATE_MESSAGES } from '@/lib/certificates/schemas'

export const dynamic = 'force-dynamic'

const upload = route(
  {
    method: 'POST',
    path: '/api/ngo/emblem',
    tag: 'Certificates',
    summary: 'Upload the municipality’s emblem',
    description:
      'At most 2 MB; the type is read from the bytes: PNG, JPEG or WebP (SVG and PDF are refused with 415). Stored re-encoded as a PNG of at most 600 pixels a side, and printed on every certificate from then on.',
    access: 'super_admin',
    body: EMBLEM_FORM,
    success: { description: 'Saved', dataKeys: ['emblem'] },
    errors: [413, 415, 507],
  },
  async ({ viewer, body }) => ok(CERTIFICATE_MESSAGES.emblemSaved, { emblem: await saveEmblem(viewer, body) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/emblem',
    tag: 'Certificates',
    summary: 'Remove the municipality’s emblem',
    description: 'Certificates are printed without an emblem until another is uploaded.',
    access: 'super_admin',
    success: { description: 'Removed' },
    errors: [404],
  },
  async ({ viewer }) => {
    await removeEmblem(viewer)
    return ok(CERTIFICATE_MESSAGES.emblemRemoved, {})
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(upload, remove)
