import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LabelArea } from '@/components/label-area'
import { RenewalStatusLine, TaskTag, taskName } from '@/components/renewals/task-list'
import { SUBMIT_ERRORS_SLOT, SubmitRenewal } from '@/components/renewals/submit-renewal'
import { typedText } from '@/components/typed-text'
import styles from '@/components/renewals/check-answers.module.css'
import { getViewer } from '@/lib/auth/viewer'
import { formatBsDate, pageDigits } from '@/lib/calendar'
import { fieldLabel } from '@/lib/i18n/field-names'
import { localName } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import type { Language, Translate } from '@/lib/i18n/shared'
import { documentIdOfItem } from '@/lib/renewals/schemas'
import { getRenewalCheck } from '@/lib/renewals/submissions'
import { COMMITTEE_FIELDS, GENERAL_ASSEMBLY_FIELDS, pastFiscalYear, PROFILE_FIELDS, type RenewalSnapshot } from '@/lib/renewals/tasks'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Check your answers before you submit'), robots: { index: false } }
}

const rowId = (item: string) => `check-${item.replace(/[^a-z0-9]+/gi, '-')}`
const DATE_FIELDS = new Set(['head_person_last_elected', 'last_annual_meet_or_adheebesan_date', 'latest_audit_report_date'])

function FieldValues({ fields, snapshot, t, language }: { fields: readonly string[]; snapshot: RenewalSnapshot; t: Translate; language: Language }) {
  return (
    <dl className={styles.values}>
      {fields.map((field) => {
        const value = snapshot.fields[field]
        return (
          <div key={field}>
            <dt>{t(fieldLabel(field))}</dt>
            <dd>{value ? (DATE_FIELDS.has(field) ? formatBsDate(value, language) || value : typedText(value, language)) : t('Not given')}</dd>
          </div>
        )
      })}
    </dl>
  )
}

function ItemValues({ item, snapshot, t, language }: { item: string; snapshot: RenewalSnapshot; t: Translate; language: Language }) {
  if (item === 'part:committee') return <FieldValues fields={COMMITTEE_FIELDS} snapshot={snapshot} t={t} language={language} />
  if (item === 'part:general_assembly') return <FieldValues fields={GENERAL_ASSEMBLY_FIELDS} snapshot={snapshot} t={t} language={language} />
  if (item === 'part:annual_budget') {
    const past = pastFiscalYear(snapshot.financial_year)
    const rows = snapshot.tables.budgets.filter((row) => row.values.financial_year === past)
    return rows.length > 0 ? (
      <ul className={styles.plain}>
        {rows.map((row) => (
          <li key={row.key}>{pageDigits(`${row.values.financial_year}: ${row.values.total_amount}`, language)}</li>
        ))}
      </ul>
    ) : (
      <p>{t('Not given')}</p>
    )
  }
  const documentId = documentIdOfItem(item)
  const document = snapshot.documents.find((entry) => entry.document_config_id === documentId && entry.file_id)
  return document ? (
    <p>
      <a href={`/api/files/${document.file_id}`} target="_blank" rel="noreferrer">
        {document.name ?? localName(language, document.type_name, document.type_name_en)}
      </a>
      {document.financial_year ? ` (${pageDigits(document.financial_year, language)})` : null}
    </p>
  ) : (
    <p>{t('Not given')}</p>
  )
}

/** "Check your answers" of the renewal (decision 088): what the municipality will review, then Submit. */
export default async function RenewalCheckPage() {
  const viewer = await getViewer().catch(() => null)
  if (!viewer || (viewer.role !== 'user' && viewer.role !== 'admin') || !viewer.ngo_profile_id) notFound()
  const [{ t, language }, { overview, snapshot }] = await Promise.all([getLabels(), getRenewalCheck(viewer, viewer.ngo_profile_id)])
  const back = (
    <p>
      <a href={pathIn(language, '/profile')}>{t('Back to the profile')}</a>
    </p>
  )
  if (!overview.cycle || overview.cycle.state !== 'open' || !snapshot) {
    return (
      <section className="page">
        <h1>{t('Check your answers before you submit')}</h1>
        <p>{t('No renewal is open now.')}</p>
        {back}
      </section>
    )
  }
  const names = Object.fromEntries(overview.items.map((task) => [task.key, { name: taskName(task, t, language), target: rowId(task.key) }]))
  return (
    <section className="page">
      <h1>{t('Check your answers before you submit')}</h1>
      {/* A refused Submit puts its error summary here, at the top of the page (GOV.UK). */}
      <div id={SUBMIT_ERRORS_SLOT} />
      <p>{t('Renewal for {year}').replace('{year}', pageDigits(overview.cycle.financial_year, language))}</p>
      <p className="muted">{t('The municipality will review everything on this page. Later edits are not sent until you submit again.')}</p>
      <RenewalStatusLine overview={overview} t={t} />
      <h2>{t('What the renewal needs')}</h2>
      <div className={styles.summary}>
        {overview.items.map((task) => (
          <section key={task.key} id={rowId(task.key)} className={styles.row} tabIndex={-1} aria-labelledby={`${rowId(task.key)}-name`}>
            <h3 id={`${rowId(task.key)}-name`} className={styles.key}>
              {taskName(task, t, language)}
            </h3>
            <div className={styles.value}>
              <ItemValues item={task.key} snapshot={snapshot} t={t} language={language} />
            </div>
            <div className={styles.actions}>
              <TaskTag state={task.state} t={t} />{' '}
              <a href={pathIn(language, task.href)}>
                {t('Change')}
                <span className="visually-hidden">{` ${taskName(task, t, language)}`}</span>
              </a>
            </div>
          </section>
        ))}
      </div>
      <h2>{t('Profile')}</h2>
      <div className={styles.summary}>
        <div className={styles.row}>
          <div className={styles.value}>
            <FieldValues fields={PROFILE_FIELDS.filter((field) => snapshot.fields[field])} snapshot={snapshot} t={t} language={language} />
          </div>
          <div className={styles.actions}>
            <a href={pathIn(language, '/profile#section-profile')}>{t('Change')}</a>
          </div>
        </div>
      </div>
      {overview.can_submit ? (
        <LabelArea name="renewal">
          <SubmitRenewal profileId={viewer.ngo_profile_id} items={names} resubmit={overview.submission?.state === 'changes_requested'} />
        </LabelArea>
      ) : null}
      {back}
    </section>
  )
}
