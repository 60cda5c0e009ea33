'use client'

// The rules, regulations and plans checklist: one item per configured name
// (plus any free-text item the profile already has), each with status 1 or 0.
import { useTranslate } from '@/components/i18n-provider'
import type { NamedOption, RulesRow } from '@/lib/client/profile'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'
import type { Language } from '@/lib/i18n/shared'

// Its save comes when the section opens (decision 104).
const checklistForm = lazyEditingCode(() => import('./checklist-form').then((module) => module.ChecklistForm))

/** `name` is what the API stores; `label` what the page shows (the English name on English pages). */
export type Item = { key: string; configId: number | null; name: string; label: string }
export type Draft = Record<string, boolean>

function itemsOf(configs: NamedOption[], rows: RulesRow[], language: Language): Item[] {
  const items: Item[] = configs.map((config) => ({ key: `config-${config.id}`, configId: config.id, name: config.name, label: localName(language, config.name, config.name_en) }))
  for (const row of rows) {
    const configured = row.rules_regulations_plan_config_id !== null && configs.some((config) => config.id === row.rules_regulations_plan_config_id)
    if (!configured) items.push({ key: `row-${row.id}`, configId: row.rules_regulations_plan_config_id, name: row.name, label: row.name })
  }
  return items
}

function statusOf(items: Item[], rows: RulesRow[]): Draft {
  return Object.fromEntries(
    items.map((item) => {
      const row = rows.find((candidate) => (item.key.startsWith('config-') ? candidate.rules_regulations_plan_config_id === item.configId : `row-${candidate.id}` === item.key))
      return [item.key, row?.status === 1]
    }),
  )
}

export function ChecklistSection({
  profileId,
  configs,
  rows,
  complete,
  version,
}: {
  profileId: number | null
  configs: NamedOption[]
  rows: RulesRow[]
  complete?: boolean
  version?: number
}) {
  const { t, language } = useTranslate()
  const items = itemsOf(configs, rows, language)
  const section = useSection<Draft>('Rules, regulations and plans', () => statusOf(items, rows), { version })
  const { values, editing } = section

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={complete}
      form={(parts) => <checklistForm.Form parts={parts} section={section} profileId={profileId} items={items} />}
      preload={checklistForm.preload}
    >
      {editing ? (
        <fieldset className={styles.checkboxList}>
          <legend className="visually-hidden">{t('Rules, regulations and plans')}</legend>
          <div className={styles.checklist}>
            {items.map((item) => (
              <label key={item.key} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={values[item.key]}
                  onChange={(event) => {
                    const checked = event.target.checked
                    section.update((current) => ({ ...current, [item.key]: checked }))
                  }}
                />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <ul className={styles.checklistView}>
          {items.map((item) => (
            <li key={item.key} data-status={values[item.key] ? '1' : '0'}>
              <span aria-hidden="true" className={values[item.key] ? styles.yes : styles.no}>
                {values[item.key] ? '✓' : '✗'}
              </span>{' '}
              {item.label}
              <span className="visually-hidden">: {values[item.key] ? t('Yes') : t('No')}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
