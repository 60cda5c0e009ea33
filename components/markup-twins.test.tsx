// Each markup helper writes the same HTML as the component it stands in for
// (decision 105): a part made as a string must not drift from the same part
// rendered elsewhere as a component. Compared after decoding entities, as
// React writes named ones (&amp;) where the helpers write numeric ones.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PersonName, personHtml } from '@/components/people/person-name'
import { bsDateHtml, typedHtml } from '@/components/typed-html'
import { typedText } from '@/components/typed-text'
import { BsDateText } from '@/components/ui/bs-date-text'
import { makeTranslate } from '@/lib/i18n/translate'

const decoded = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe('markup helpers and their components', () => {
  it('write the same HTML', () => {
    for (const language of ['ne', 'en'] as const) {
      const t = makeTranslate(language, {})
      for (const text of ['Youth <Club> & "friends"', 'युवा क्लब', '  ', null]) {
        expect(decoded(typedHtml(language, text, '-'))).toBe(decoded(renderToStaticMarkup(<>{typedText(text, language, '-')}</>)))
      }
      for (const ad of ['2026-04-14', '2024-01-16T05:00:00Z', null, 'not a date']) {
        expect(decoded(bsDateHtml(ad, language, '-'))).toBe(decoded(renderToStaticMarkup(<BsDateText ad={ad} language={language} empty="-" />)))
      }
      for (const person of [{ name: 'Ram <Thapa>', role: 'user' }, { name: 'सीता शर्मा', role: 'super_admin' }, { name: 'Hari', role: '' }, null]) {
        expect(decoded(personHtml(person, t, language))).toBe(decoded(renderToStaticMarkup(<PersonName person={person} t={t} language={language} />)))
      }
    }
  })
})
