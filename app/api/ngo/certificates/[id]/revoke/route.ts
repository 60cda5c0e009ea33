// POST /api/ngo/certificates/{id}/revoke – revoke a registration certificate, with a reason; super admin only
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { certificateParams, revokeCertificate } from '@/lib/certificates/certificates'
import { CERTIFICATE_MESSAGES, revokeCertificateInput } from '@/lib/certificates/schemas'

export const dynamic = 'force-dynamic'

const revoke = route(
  {
    method: 'POST',
    path: '/api/ngo/certificates/{id}/revoke',
    tag: 'Certificates',
    summary: 'Revoke a registration certificate',
    description: 'Its verification page says from then on that it was revoked, and when. The reason is kept in the action log. A certificate already revoked answers 409.',
    access: 'super_admin',
    params: certificateParams,
    body: revokeCertificateInput,
    success: { description: 'Revoked', dataKeys: ['certificate'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok(CERTIFICATE_MESSAGES.revoked, { certificate: await revokeCertificate(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(revoke)
