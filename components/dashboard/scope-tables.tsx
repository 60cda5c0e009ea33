// Block 3: NGOs by thematic scope, and by target group and class.
import type { NamedTotal } from '@/lib/dashboard/statistics'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { TotalsTable } from './totals-table'

type Props = { thematicScope: NamedTotal[]; targetGroup: NamedTotal[]; t: Translate; language: Language }

export function ScopeTablesBlock({ thematicScope, targetGroup, t, language }: Props) {
  return (
    <div className={styles.tables}>
      <section className={`card ${styles.block}`} aria-labelledby="thematic-scope-heading">
        <h2 id="thematic-scope-heading">{t('NGOs by thematic scope')}</h2>
        <TotalsTable
          rows={thematicScope}
          nameHeading={t('Thematic scope')}
          totalHeading={t('Number of NGOs')}
          caption={t('NGOs by thematic scope')}
          table="thematic-scope"
          t={t}
          language={language}
        />
      </section>
      <section className={`card ${styles.block}`} aria-labelledby="target-group-heading">
        <h2 id="target-group-heading">{t('NGOs by target group and class')}</h2>
        <TotalsTable
          rows={targetGroup}
          nameHeading={t('Target group and class')}
          totalHeading={t('Number of NGOs')}
          caption={t('NGOs by target group and class')}
          table="target-group"
          t={t}
          language={language}
        />
      </section>
    </div>
  )
}
