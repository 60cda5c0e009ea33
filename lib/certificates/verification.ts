// The verification page of a code, as the route answers it (decision 096):
// its HTML, and the tags of what it shows for the kept copy (the
// certificate, its NGO and the labels), or none for a code that is not
// genuine: such a page costs an HMAC to make and is never kept, so made-up
// codes cannot fill the kept pages.
import { PAGE_TAGS } from '@/lib/cache/changes'
import { checkCertificate } from '@/lib/certificates/certificates'
import { verifyPageHtml } from '@/lib/certificates/verify-page'
import { getEnv } from '@/lib/env'
import { getTranslate } from '@/lib/i18n/server'
import type { Language } from '@/lib/i18n/shared'

export async function verificationPage(code: string, language: Language, now: Date = new Date()): Promise<{ html: string; status: 200 | 404; tags: readonly string[] | null }> {
  const [check, t] = await Promise.all([checkCertificate(code, now), getTranslate(language)])
  const env = getEnv()
  const html = verifyPageHtml({ check, code, language, t, municipality: language === 'en' ? env.FOOTER_MUNICIPALITY_EN : env.FOOTER_MUNICIPALITY })
  if (check.kind === 'not_genuine') return { html, status: 404, tags: null }
  return { html, status: 200, tags: PAGE_TAGS.verification(check.certificate.id, check.certificate.profile_id) }
}
