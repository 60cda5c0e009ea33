// The verification page a certificate's QR code opens (/verify/<code>,
// /en/verify/<code>; decision 096): one sentence in the visitor's language,
// whether the certificate is genuine and where the NGO stands now, with the
// day it was checked. Plain HTML with its style inline, no script, no image,
// a few kilobytes; kept in memory like the kept public pages. A code that is
// not genuine gets that sentence and nothing else. No I/O here.
import { formatBsDate, kathmanduToday, pageDigits } from '@/lib/calendar'
import type { CertificateCheck } from '@/lib/certificates/certificates'
import { isGoodStanding } from '@/lib/certificates/content'
import { dataLang } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import { profilePath } from '@/lib/profile/seo'

export type VerifyPageInput = {
  check: CertificateCheck
  /** The code as the address gave it (for the language link; only a genuine one is shown). */
  code: string
  language: Language
  t: Translate
  municipality: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character])

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The Kathmandu calendar day of an instant (a day 'YYYY-MM-DD' stays itself). */
const dayOf = (moment: string) => (moment.length === 10 ? moment : kathmanduToday(new Date(moment)))

/** The one sentence of the page, in the visitor's language; `nameOf` may mark the NGO's name in it. */
export function verificationSentence(check: CertificateCheck, language: Language, t: Translate, nameOf: (name: string) => string = (name) => name): string {
  const date = (moment: string) => formatBsDate(dayOf(moment), language) || moment
  const checked = date(check.checked_on)
  if (check.kind === 'not_genuine') return t('This certificate is not genuine.')
  const name = nameOf(language === 'en' && check.certificate.name_en ? check.certificate.name_en : check.certificate.name)
  if (check.kind === 'revoked') return fill(t('This certificate was revoked on {when} and is no longer valid, as checked on {date}.'), { when: date(check.revoked_at), date: checked })
  if (check.kind === 'replaced')
    return fill(t('This certificate was replaced by a newer one on {when} and is no longer valid, as checked on {date}.'), { when: date(check.replaced_at), date: checked })
  const { now } = check
  if (now.kind === 'deactivated') return fill(t('This certificate is genuine, but {name} has been deactivated and is not in good standing, as checked on {date}.'), { name, date: checked })
  if (now.kind === 'registered') return fill(t('This certificate is genuine and {name} is registered and in good standing, as checked on {date}.'), { name, date: checked })
  const { standing, financial_year } = now.current
  const values = { name, date: checked, year: pageDigits(financial_year, language) }
  switch (standing.kind) {
    case 'renewed':
      return fill(t('This certificate is genuine and {name} is registered and renewed for {year}, as checked on {date}.'), values)
    case 'submitted':
      return fill(t('This certificate is genuine and {name} is registered; its renewal for {year} is waiting for review, as checked on {date}.'), values)
    case 'changes_requested':
      return fill(t('This certificate is genuine and {name} is registered; changes to its renewal for {year} were requested, as checked on {date}.'), values)
    case 'due':
    case 'not_started':
      return fill(t('This certificate is genuine and {name} is registered; its renewal for {year} is due by {deadline}, as checked on {date}.'), {
        ...values,
        deadline: date(standing.by),
      })
    case 'late':
      return fill(t('This certificate is genuine, but the renewal of {name} for {year} is late by {days} days, as checked on {date}.'), {
        ...values,
        days: pageDigits(standing.days, language),
      })
    case 'overdue':
      return fill(t('This certificate is genuine, but the renewal of {name} for {year} is overdue by {days} days, as checked on {date}.'), {
        ...values,
        days: pageDigits(standing.days, language),
      })
  }
}

/** Good news, bad news, or neither (replaced: the NGO may well be fine; its page says). */
function toneOf(check: CertificateCheck): 'good' | 'bad' | 'neutral' {
  if (check.kind === 'genuine') return isGoodStanding(check.now, check.checked_on) ? 'good' : 'bad'
  return check.kind === 'replaced' ? 'neutral' : 'bad'
}

const STYLE =
  'body{margin:0;font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;line-height:1.55;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}' +
  '.site{margin:0 0 1rem;color:#52606d;font-size:.95rem}' +
  'h1{font-size:1.3rem;line-height:1.45;margin:0;padding:1rem 1.25rem;border-radius:.5rem;border:2px solid;background:#fff}' +
  '.good{border-color:#1e7b34}.bad{border-color:#b42318}.neutral{border-color:#52606d}' +
  '.mark{margin-right:.4rem}' +
  'dl{margin:1.25rem 0;display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}dt{color:#52606d}dd{margin:0}' +
  'a{color:#0b5cad}p{margin:.75rem 0}'

const MARKS = { good: '✓', bad: '✗', neutral: 'ℹ' } as const

/** Typed data, as components/typed-text.tsx marks it: not the page's words, and in the other script with its own lang (lib/i18n/local-name.ts). */
function typed(text: string, language: Language): string {
  const lang = dataLang(language, text)
  return `<span translate="no"${lang ? ` lang="${lang}"` : ''}>${escape(text)}</span>`
}

const NAME_MARK = '\u0000'

export function verifyPageHtml({ check, code, language, t, municipality }: VerifyPageInput): string {
  const sentence = verificationSentence(check, language, t)
  // The sentence as HTML: escaped, the NGO's name marked with its language.
  let markedName = ''
  const sentenceHtml = escape(
    verificationSentence(check, language, t, (name) => {
      markedName = name
      return NAME_MARK
    }),
  ).replace(NAME_MARK, () => typed(markedName, language))
  const head = (title: string) =>
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head>`
  if (check.kind === 'not_genuine') {
    // Nothing else: not which part failed, not whether such a certificate exists.
    return `${head(sentence)}<body><main><h1 class="bad"><span class="mark" aria-hidden="true">${MARKS.bad}</span>${sentenceHtml}</h1></main></body></html>`
  }
  const tone = toneOf(check)
  const { certificate } = check
  const date = (moment: string) => formatBsDate(dayOf(moment), language) || moment
  const name = language === 'en' && certificate.name_en ? certificate.name_en : certificate.name
  const facts: [string, string][] = [
    [t('Organisation'), typed(name, language)],
    [t('Serial number'), escape(pageDigits(certificate.serial, language))],
    [t('Issued on'), escape(date(certificate.issued_at))],
  ]
  const profileLink = certificate.profile_is_public
    ? `<p><a href="${escape(pathIn(language, profilePath(certificate.profile_id)))}">${escape(t('See the organisation in the registry'))}</a></p>`
    : ''
  const other: Language = language === 'en' ? 'ne' : 'en'
  const languageLink = `<p><a href="${escape(pathIn(other, `/verify/${code}`))}" lang="${other}" hreflang="${other}">${other === 'en' ? 'English' : 'नेपाली'}</a></p>`
  return (
    `${head(`${t('Certificate check')} – ${municipality}`)}<body><main>` +
    `<p class="site">${escape(municipality)} · ${escape(t('Certificate check'))}</p>` +
    `<h1 class="${tone}"><span class="mark" aria-hidden="true">${MARKS[tone]}</span>${sentenceHtml}</h1>` +
    `<dl>${facts.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${value}</dd>`).join('')}</dl>` +
    profileLink +
    languageLink +
    `</main></body></html>`
  )
}
