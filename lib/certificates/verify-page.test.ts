import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import type { CertificateCheck } from '@/lib/certificates/certificates'
import { verificationSentence, verifyPageHtml } from '@/lib/certificates/verify-page'
import { makeTranslate } from '@/lib/i18n/translate'

const certificate = { id: 7, profile_id: 3, serial: '2083-00007', issued_at: '2026-11-28T05:00:00.000Z', name: 'शिक्षा <संस्था>', name_en: 'Education & "Health"', profile_is_public: true }
const english = makeTranslate('en', {})
const nepali = makeTranslate('ne', {})
const checkedOn = '2026-11-28'

describe('the verification page', () => {
  it('says in one sentence, in the visitor’s language, whether the certificate is genuine and where the NGO stands', () => {
    const genuine: CertificateCheck = {
      kind: 'genuine',
      checked_on: checkedOn,
      certificate,
      now: { kind: 'renewal', current: { financial_year: '२०८३/८४', deadline: '2027-07-16', standing: { kind: 'overdue', days: 20, since: '2026-11-08' } } },
    }
    expect(verificationSentence(genuine, 'en', english)).toBe(
      'This certificate is genuine, but the renewal of Education & "Health" for 2083/84 is overdue by 20 days, as checked on 2083-08-12 BS.',
    )
    expect(verificationSentence(genuine, 'ne', nepali)).toBe('यो प्रमाणपत्र सक्कली हो, तर शिक्षा <संस्था> को २०८३/८४ को नवीकरण २० दिनदेखि म्याद नाघेको छ, २०८३-०८-१२ वि.सं. मा जाँच गरिएअनुसार।')
  })

  it('escapes the names it shows and links to the NGO’s page and the other language', () => {
    const html = verifyPageHtml({ check: { kind: 'genuine', checked_on: checkedOn, certificate, now: { kind: 'registered' } }, code: 'AAAAAQ3mN8dkq1J0abc', language: 'en', t: english, municipality: 'Lalitpur Metropolitan City' })
    expect(html).toContain('Education &amp; &quot;Health&quot;')
    expect(html).not.toContain('<संस्था>')
    expect(html).toContain('href="/en/profile/3"')
    expect(html).toContain('href="/verify/AAAAAQ3mN8dkq1J0abc" lang="ne"')
    expect(html).toContain('<h1 class="good">')
    expect(html).not.toMatch(/<script/i)
  })

  it('is valid HTML in every case, in both languages', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:document'] })
    const checks: CertificateCheck[] = [
      { kind: 'not_genuine', checked_on: checkedOn },
      { kind: 'genuine', checked_on: checkedOn, certificate, now: { kind: 'deactivated' } },
      { kind: 'replaced', checked_on: checkedOn, certificate, replaced_at: '2026-11-20T06:00:00.000Z' },
      { kind: 'revoked', checked_on: checkedOn, certificate, revoked_at: '2026-11-20T06:00:00.000Z' },
    ]
    for (const check of checks) {
      for (const [language, t] of [['en', english], ['ne', nepali]] as const) {
        const report = await validator.validateString(verifyPageHtml({ check, code: 'AAAAAQ3mN8dkq1J0abc', language, t, municipality: 'ललितपुर महानगरपालिका' }))
        expect(report.results.flatMap((result) => result.messages.map((message) => message.message)), `${check.kind} ${language}`).toEqual([])
      }
    }
  })

  it('dates an instant by its day in Kathmandu, not in UTC', () => {
    // 20:00 UTC is 01:45 the next morning in Kathmandu.
    const late = { ...certificate, issued_at: '2026-11-28T20:00:00.000Z' }
    const html = verifyPageHtml({ check: { kind: 'revoked', checked_on: '2026-11-29', certificate: late, revoked_at: '2026-11-28T20:00:00.000Z' }, code: 'x', language: 'en', t: english, municipality: 'M' })
    expect(html).toContain('This certificate was revoked on 2083-08-13 BS')
    expect(html).toContain('<dt>Issued on</dt><dd>2083-08-13 BS</dd>')
  })

  it('says a revoked certificate was revoked and when, and a replaced one links to the NGO only while the public may see it', () => {
    const revoked = verifyPageHtml({ check: { kind: 'revoked', checked_on: checkedOn, certificate, revoked_at: '2026-11-20T06:00:00.000Z' }, code: 'x', language: 'en', t: english, municipality: 'M' })
    expect(revoked).toContain('This certificate was revoked on 2083-08-04 BS and is no longer valid, as checked on 2083-08-12 BS.')
    const hidden = { ...certificate, profile_is_public: false }
    const replaced = verifyPageHtml({ check: { kind: 'replaced', checked_on: checkedOn, certificate: hidden, replaced_at: '2026-11-20T06:00:00.000Z' }, code: 'x', language: 'en', t: english, municipality: 'M' })
    expect(replaced).toContain('<h1 class="neutral">')
    expect(replaced).not.toContain('/profile/')
  })
})
