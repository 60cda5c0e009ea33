// Block 5: the four organisational-structure groups, and people by caste or ethnic group.
import type { NamedTotal, OrganizationalStructureTotals } from '@/lib/dashboard/statistics'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { Figures } from './figures'
import { TotalsTable } from './totals-table'

type Props = { structure: OrganizationalStructureTotals; tribe: NamedTotal[]; t: Translate; language: Language }

export function OrganizationalStructureBlock({ structure, tribe, t, language }: Props) {
  return (
    <section className={`card ${styles.block}`} aria-labelledby="structure-heading">
      <h2 id="structure-heading">{t('Organisational structure and caste groups')}</h2>
      <Figures
        language={language}
        items={[
          { label: t('Ordinary members'), value: structure.ordinary_member },
          { label: t('Working committee'), value: structure.working_committee },
          { label: t('Employees'), value: structure.employee },
          { label: t('Volunteers'), value: structure.volunteer },
        ]}
      />
      <h3 className={styles.subheading}>{t('Caste or ethnic group')}</h3>
      <TotalsTable
        rows={tribe}
        nameHeading={t('Caste or ethnic group')}
        totalHeading={t('Number of people')}
        caption={t('Caste or ethnic group')}
        table="caste-group"
        t={t}
        language={language}
      />
    </section>
  )
}
