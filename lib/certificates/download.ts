// The certificate an NGO downloads (decision 096): the one issueCertificate
// finds or issues, drawn as a PDF with the municipality's names from the
// settings, its emblem and the labels of the translations table.
import type { Viewer } from '@/lib/auth/session'
import { issueCertificate, verificationPath } from '@/lib/certificates/certificates'
import { readEmblemImage } from '@/lib/certificates/emblem'
import { renderCertificatePdf } from '@/lib/certificates/pdf'
import { getEnv } from '@/lib/env'
import { getTranslate } from '@/lib/i18n/server'

export type CertificateFile = { pdf: Buffer; fileName: string; serial: string; created: boolean }

export async function downloadCertificate(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<CertificateFile> {
  const { certificate, created } = await issueCertificate(viewer, profileId, now)
  const env = getEnv()
  const [emblem, nepali] = await Promise.all([readEmblemImage(), getTranslate('ne')])
  const pdf = await renderCertificatePdf({
    content: certificate.content,
    serial: certificate.serial,
    verifyUrl: `${env.SITE_URL}${verificationPath(certificate.code)}`,
    municipality: { ne: env.FOOTER_MUNICIPALITY, en: env.FOOTER_MUNICIPALITY_EN },
    emblem,
    nepali,
  })
  return { pdf, fileName: `certificate-${certificate.serial}.pdf`, serial: certificate.serial, created }
}
