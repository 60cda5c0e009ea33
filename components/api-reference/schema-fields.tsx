// The fields of a request body or query as a table: name, type, required,
// constraints; nested fields indented under their parent. Server-rendered.
import type { Constraint, ConstraintKind, FieldRow } from '@/lib/openapi/fields'
import type { Translate } from '@/lib/i18n/shared'
import styles from './api-reference.module.css'

const CONSTRAINT_LABELS: Record<ConstraintKind, string> = {
  minLength: 'Minimum length',
  maxLength: 'Maximum length',
  minimum: 'Minimum',
  maximum: 'Maximum',
  pattern: 'Pattern',
  minItems: 'Minimum items',
  maxItems: 'Maximum items',
  default: 'Default',
  enum: 'One of',
  const: 'Exactly',
  format: 'Format',
  mediaType: 'Media type',
}

export function ConstraintList({ constraints, t }: { constraints: Constraint[]; t: Translate }) {
  if (constraints.length === 0) return null
  return (
    <ul className={styles.constraints}>
      {constraints.map((constraint) => (
        <li key={constraint.kind}>
          {t(CONSTRAINT_LABELS[constraint.kind])}: <code>{constraint.value}</code>
        </li>
      ))}
    </ul>
  )
}

export function SchemaFields({ rows, caption, t }: { rows: FieldRow[]; caption: string; t: Translate }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Field')}</th>
            <th scope="col">{t('Type')}</th>
            <th scope="col">{t('Required')}</th>
            <th scope="col">{t('Constraints')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.name}`}>
              <th scope="row" className={styles.fieldName} style={{ paddingInlineStart: `${0.6 + row.depth * 1.25}rem` }}>
                {row.depth > 0 ? <span aria-hidden="true">↳ </span> : null}
                <code>{row.name}</code>
                {row.description ? <span className={styles.fieldDescription}>{row.description}</span> : null}
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.required ? t('Yes') : t('No')}</td>
              <td>
                <ConstraintList constraints={row.constraints} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
