// The pages a visitor gets while the database cannot be reached, or while
// more requests wait than the server can answer in time (lib/system/admission.ts):
// 503 with Retry-After, in both languages (the chosen one first), with nothing
// that needs the database, the page's scripts or its stylesheet.
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import type { Language } from '@/lib/i18n/shared'

export const UNAVAILABLE_RETRY_SECONDS = 30

const TITLE = 'The portal is unavailable for a moment'
const TEXT = 'The registry’s database cannot be reached just now. Please try again in a minute; nothing you saved is lost.'
const AGAIN = 'Try again'

const BUSY_TITLE = 'The portal is busy'
const BUSY_TEXT = 'Many people are using the registry just now. Please try again in a few seconds; nothing you saved is lost.'

export function unavailablePage(language: Language): string {
  return messagePage(language, TITLE, TEXT)
}

/** The answer to a request the server has no room for in time. */
export function busyPage(language: Language): string {
  return messagePage(language, BUSY_TITLE, BUSY_TEXT)
}

function messagePage(language: Language, title: string, text: string): string {
  const nepali = (key: string) => DEFAULT_LABELS[key]?.nepali ?? key
  const block = (lang: Language) => {
    const t = lang === 'en' ? (key: string) => key : nepali
    return `<section lang="${lang}"><h1>${t(title)}</h1><p>${t(text)}</p><p><a href="">${t(AGAIN)}</a></p></section>`
  }
  const order: Language[] = language === 'en' ? ['en', 'ne'] : ['ne', 'en']
  return `<!DOCTYPE html>
<html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${order[0] === 'en' ? title : nepali(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;background:#f5f7fa}main{max-width:40rem;margin:10vh auto;padding:1.5rem}section{background:#fff;border:1px solid #d9e2ec;border-radius:.5rem;padding:1.25rem 1.5rem;margin-bottom:1rem}h1{font-size:1.35rem;margin:0 0 .5rem}a{color:#0b5cad}</style>
</head><body><main>${order.map(block).join('')}</main></body></html>`
}
