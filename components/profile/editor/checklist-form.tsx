'use client'

// The editing code of the rules, regulations and plans checklist
// (checklist-section.tsx shows it): the save of every item's status, and
// what the conflict panel compares. Loaded when the section opens
// (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import type { Draft, Item } from './checklist-section'
import { SectionForm } from './section-form'
import { SectionError, type Section, type SectionFormParts } from './section-shell'

export function ChecklistForm({ parts, section, profileId, items }: { parts: SectionFormParts; section: Section<Draft>; profileId: number | null; items: Item[] }) {
  const { t } = useTranslate()
  const { values } = section

  function submit() {
    const body = items.map((item) =>
      item.configId !== null ? { rules_regulations_plan_config_id: item.configId, status: values[item.key] ? 1 : 0 } : { name: item.name, status: values[item.key] ? 1 : 0 },
    )
    void section.save(
      async (_draft, base) => {
        if (!profileId) throw new SectionError('Save the profile first to fill this section.')
        await apiFetch(`ngo/${profileId}/rules-regulations-plan`, { method: 'PUT', body: { rows: body, base_version: base } })
      },
      { failure: t('Failed to Update Rules Regulations & Plans') },
    )
  }

  return (
    <SectionForm
      section={section}
      parts={parts}
      onSubmit={submit}
      describe={(draft) => items.map((item) => ({ key: item.key, label: item.label, value: draft[item.key] ? t('Yes') : t('No') }))}
    />
  )
}
