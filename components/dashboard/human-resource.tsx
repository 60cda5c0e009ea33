// Block 4: people working in and for the NGOs, by gender, and people with disability.
import type { HumanResource } from '@/lib/dashboard/statistics'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { Figures } from './figures'

type Props = { humanResource: HumanResource; t: Translate; language: Language }

export function HumanResourceBlock({ humanResource, t, language }: Props) {
  return (
    <section className={`card ${styles.block}`} aria-labelledby="human-resource-heading">
      <h2 id="human-resource-heading">{t('Human resources')}</h2>
      <Figures
        language={language}
        items={[
          { label: t('Male'), value: humanResource.male },
          { label: t('Female'), value: humanResource.female },
          { label: t('LGBTQI'), value: humanResource.lgbtqi },
          { label: t('People with disability'), value: humanResource.people_with_disability },
        ]}
      />
    </section>
  )
}
