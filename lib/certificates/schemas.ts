// Inputs and messages of registration certificates and the municipality's
// emblem (decision 096). The revoke form in the browser and the API check
// the same schema, so nothing here may pull server code into the browser's
// bundle (the path's id is lib/certificates/certificates.ts's). No I/O here.
import { z } from 'zod'

export const CERTIFICATE_MESSAGES = {
  issued: 'Certificate issued',
  revoked: 'Certificate revoked',
  notFound: 'Certificate Not Found',
  notVerified: 'This NGO is not verified yet: a registration certificate is issued only to a verified NGO.',
  deactivated: 'This NGO has been deactivated: no registration certificate is issued while it is inactive.',
  alreadyRevoked: 'This certificate has already been revoked',
  reasonRequired: 'Please give the reason for revoking',
  reasonTooLong: 'Reason must be at most 500 characters',
  emblemSaved: 'Emblem saved',
  emblemRemoved: 'Emblem removed',
  noEmblem: 'No emblem has been uploaded',
} as const

export const revokeCertificateInput = z.object({
  reason: z
    .string({ error: CERTIFICATE_MESSAGES.reasonRequired })
    .trim()
    .min(1, CERTIFICATE_MESSAGES.reasonRequired)
    .max(500, CERTIFICATE_MESSAGES.reasonTooLong)
    .describe('Why the certificate is revoked (kept in the action log)'),
})

export type RevokeCertificateInput = z.infer<typeof revokeCertificateInput>

/** The badge's language: Nepali unless English is asked for. */
export const badgeQuery = z.object({
  lang: z.enum(['ne', 'en'], { error: 'lang must be ne or en' }).optional().describe('The language of the badge (default ne)'),
})
