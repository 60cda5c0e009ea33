// Who made a change (decision 093): the person's name and the role they had
// then ("Sita Sharma, NGO admin"), or "Not recorded" for an entry that names
// nobody. Shown to an NGO's own people and the super administrator only.
import { escapeHtml } from '@/components/typed-html'
import type { ChangePerson } from '@/lib/audit/history'
import { roleName } from '@/lib/audit/names'
import { dataLang } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'

export function PersonName({ person, t, language }: { person: ChangePerson; t: Translate; language: Language }) {
  if (!person) return <span className="muted">{t('Not recorded')}</span>
  return (
    <span>
      <span lang={dataLang(language, person.name)}>{person.name}</span>
      {person.role ? <span className="muted">{`, ${t(roleName(person.role))}`}</span> : null}
    </span>
  )
}

/** `PersonName` as markup, the same HTML, for a part made as a string (the change history, decision 105). */
export function personHtml(person: ChangePerson, t: Translate, language: Language): string {
  if (!person) return `<span class="muted">${escapeHtml(t('Not recorded'))}</span>`
  const lang = dataLang(language, person.name)
  const role = person.role ? `<span class="muted">${escapeHtml(`, ${t(roleName(person.role))}`)}</span>` : ''
  return `<span><span${lang ? ` lang="${lang}"` : ''}>${escapeHtml(person.name)}</span>${role}</span>`
}
