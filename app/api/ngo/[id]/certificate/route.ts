// POST /api/ngo/{id}/certificate – the NGO's registration certificate as an A4 PDF (the live one, or a new one that replaces it)
import { methods } from '@/lib/api/methods'
import { download } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { downloadCertificate } from '@/lib/certificates/download'
import { profileParams } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

const certificate = route(
  {
    method: 'POST',
    path: '/api/ngo/{id}/certificate',
    tag: 'Certificates',
    summary: 'Download the registration certificate (PDF)',
    description:
      'An A4 page in Nepali and English: the municipality and its emblem, the names, registration numbers and date, the renewal standing, the date of issue, a serial number and a QR code of its verification page (/verify/{code}). Asked again while nothing it says has changed, it is the same certificate (the same serial); a change of names, numbers or standing issues a new one that replaces it. Every issue is recorded in the action log. An NGO that is not verified, or has been deactivated, is refused with 409 and the reason.',
    access: 'signed-in',
    accessNote: 'The NGO’s own members and the super administrator; for anyone else the profile is not found.',
    params: profileParams,
    success: {
      description: 'The certificate',
      raw: { contentTypes: ['application/pdf'], description: 'The PDF', headers: { 'Content-Disposition': 'attachment; filename="certificate-{serial}.pdf"' } },
    },
    errors: [404, 409],
  },
  async ({ viewer, params }) => {
    const file = await downloadCertificate(viewer, params.id)
    return download(new Uint8Array(file.pdf), { contentType: 'application/pdf', fileName: file.fileName })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(certificate)
