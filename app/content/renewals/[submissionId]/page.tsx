import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PersonName } from '@/components/people/person-name'
import { DecisionForm } from '@/components/renewals/decision-form'
import { SUBMISSION_STATE_LABELS } from '@/components/renewals/review-queue'
import styles from '@/components/renewals/review.module.css'
import { typedAttributes, typedText } from '@/components/typed-text'
import { ApiError } from '@/lib/api/errors'
import { formatBsDate, pageDigits } from '@/lib/calendar'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listDocumentConfigs } from '@/lib/content/reference'
import { fieldLabel } from '@/lib/i18n/field-names'
import { localName } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import type { Language, Translate } from '@/lib/i18n/shared'
import { listRenewalReasons } from '@/lib/renewals/reasons'
import { getSubmissionReview, type SectionDecisionShown } from '@/lib/renewals/review'
import type { SectionDiff } from '@/lib/renewals/review-diff'
import { itemLabel } from '@/lib/renewals/tasks'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Review'), robots: { index: false } }
}

const ROW_WORDS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const
const DOCUMENT_WORDS = { new: 'New document', replaced: 'Document replaced', removed: 'Document removed' } as const

function reasonWords(decision: SectionDecisionShown, language: Language) {
  const reason = decision.reason ? localName(language, decision.reason, decision.reason_en) : ''
  return decision.reason_text ? `${reason} – ${decision.reason_text}` : reason
}

function Diff({ diff, t, language }: { diff: SectionDiff; t: Translate; language: Language }) {
  if (diff.fields.length + diff.rows.length + diff.documents.length === 0) return <p>{t('No change.')}</p>
  return (
    <ul className={styles.changes}>
      {diff.fields.map((field) => (
        <li key={field.field}>
          <span className={styles.kind}>{t(fieldLabel(field.field))}</span>
          <p className={styles.words}>
            {field.words.map((part, index) =>
              // What the NGO wrote is data in its own script (components/typed-text.tsx).
              part.kind === 'added' ? (
                <ins key={index} {...typedAttributes(language, part.text)}>
                  {part.text}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} {...typedAttributes(language, part.text)}>
                  {part.text}
                </del>
              ) : (
                <span key={index} {...typedAttributes(language, part.text)}>
                  {part.text}
                </span>
              ),
            )}
          </p>
        </li>
      ))}
      {diff.rows.map((row) => (
        <li key={`${row.table}-${row.key}-${row.kind}`}>
          <span className={styles.kind}>{t(ROW_WORDS[row.kind])}</span>
          <ul className={styles.values}>
            {row.fields.map((field) => (
              <li key={field}>
                {t(fieldLabel(field))}:{' '}
                {row.kind === 'changed' ? (
                  <span className={styles.words}>
                    <del {...typedAttributes(language, String(row.before?.[field] ?? ''))}>{String(row.before?.[field] ?? '')}</del>{' '}
                    <ins {...typedAttributes(language, String(row.after?.[field] ?? ''))}>{String(row.after?.[field] ?? '')}</ins>
                  </span>
                ) : (
                  typedText(String((row.after ?? row.before)?.[field] ?? ''), language)
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
      {diff.documents.map((change) => (
        <li key={change.kind}>
          <span className={styles.kind}>{t(DOCUMENT_WORDS[change.kind])}</span>{' '}
          {change.after?.file_id ? (
            <a href={`/api/files/${change.after.file_id}`} target="_blank" rel="noreferrer">
              {t('View the document')}
            </a>
          ) : null}{' '}
          {change.before?.file_id ? (
            <a href={`/api/files/${change.before.file_id}`} target="_blank" rel="noreferrer">
              {t('View the earlier document')}
            </a>
          ) : null}
          {change.after?.financial_year ? ` (${pageDigits(change.after.financial_year, language)})` : null}
        </li>
      ))}
    </ul>
  )
}

/** One renewal submission (decision 088): what changed, per section, and each section's decision. */
export default async function SubmissionPage({ params }: { params: Promise<{ submissionId: string }> }) {
  await requireContentAdmin()
  const { submissionId } = await params
  if (!/^[1-9][0-9]{0,9}$/.test(submissionId)) notFound()
  const review = await getSubmissionReview(Number(submissionId)).catch((error) => {
    if (error instanceof ApiError && error.status === 404) notFound()
    throw error
  })
  const [{ t, language }, reasons, documentTypes] = await Promise.all([getLabels(), listRenewalReasons(), listDocumentConfigs()])
  const sectionName = (section: string) => {
    if (section === 'profile') return t('Profile')
    const label = itemLabel(section, documentTypes)
    return label.is_document ? localName(language, label.label, label.name_en) : t(label.label)
  }
  const decidable = review.is_current && review.state === 'submitted'
  return (
    <section className="page">
      <p>
        <a href={pathIn(language, '/content/renewals')}>{t('Review queue')}</a>
      </p>
      <h1>{t(`Renewal of ${localName(language, review.name, review.name_en)}`)}</h1>
      <p>
        {pageDigits(review.financial_year, language)} · {t(SUBMISSION_STATE_LABELS[review.state])} · {t('Submitted on')}: {formatBsDate(review.submitted_at.slice(0, 10), language)} ·{' '}
        {t('Submitted by')}: <PersonName person={review.submitted_by} t={t} language={language} />
      </p>
      {!review.is_current ? (
        <p className="card" role="status">
          {t('This submission was replaced by a newer one.')}{' '}
          <a href={pathIn(language, `/content/renewals/${review.replaced_by}`)}>{t('Open the newer submission')}</a>
        </p>
      ) : null}
      <p className="muted">
        {review.compared_with?.kind === 'request'
          ? t('Compared with the submission sent back for changes: only what changed since the request.')
          : review.compared_with
            ? t(`Compared with the last accepted renewal (${pageDigits(review.compared_with.financial_year, language)}).`)
            : t('No renewal accepted before: everything is new.')}
      </p>
      {review.sections.map((section) => {
        const name = sectionName(section.section)
        const headingId = `review-${section.section.replace(/[^a-z0-9]+/gi, '-')}`
        return (
          <section key={section.section} className={`card ${styles.section}`} aria-labelledby={headingId}>
            <h2 id={headingId}>{name}</h2>
            {section.earlier_request ? <p>{t(`Asked before: ${reasonWords(section.earlier_request, language)}`)}</p> : null}
            <Diff diff={section.diff} t={t} language={language} />
            {section.decision ? (
              <p role="status">
                <strong>{section.decision.decision === 'accept' ? t('Accepted.') : t(`Changes requested: ${reasonWords(section.decision, language)}`)}</strong>{' '}
                <span className="muted">
                  {t('Decided by')}: <PersonName person={section.decision.decided_by} t={t} language={language} />
                </span>
              </p>
            ) : decidable ? (
              <DecisionForm submissionId={review.id} section={section.section} sectionName={name} reasons={reasons.map(({ id, name, name_en }) => ({ id, name, name_en }))} />
            ) : null}
          </section>
        )
      })}
    </section>
  )
}
