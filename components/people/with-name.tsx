// A sentence of the page's language with a person's name in it ("Remove
// {name} from this NGO?"): the name keeps the `lang` of its own script, so a
// Latin name on a Nepali page is read as what it is. Server or client.
import { dataLang } from '@/lib/i18n/local-name'
import type { Language } from '@/lib/i18n/shared'

export function WithName({ text, name, language }: { text: string; name: string; language: Language }) {
  const [before, after = ''] = text.split('{name}')
  return (
    <>
      {before}
      <span lang={dataLang(language, name)}>{name}</span>
      {after}
    </>
  )
}
