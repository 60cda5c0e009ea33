// The clerk's renewal task list on /profile (decision 088), in the GOV.UK
// "complete multiple tasks" pattern: every renewal item and every section of
// the profile, each a link to where it is done and a status in words (never
// colour alone). A section sent back shows the reviewer's reason beside it. A
// server component: the page reads the overview once.
import { typedText } from '@/components/typed-text'
import { formatBsDate, pageDigits } from '@/lib/calendar'
import { pathIn } from '@/lib/i18n/paths'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { RenewalOverview, RenewalTask } from '@/lib/renewals/submissions'
import type { TaskState } from '@/lib/renewals/tasks'
import styles from './task-list.module.css'

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  changes_requested: 'Changes requested',
}

/** A task's name in the page's language: a document type's own names, or a label. */
export function taskName(task: Pick<RenewalTask, 'label' | 'name_en' | 'is_document'>, t: Translate, language: Language) {
  return task.is_document ? localName(language, task.label, task.name_en) : t(task.label)
}

export function TaskTag({ state, t }: { state: TaskState; t: Translate }) {
  return <strong className={`${styles.tag} ${styles[state]}`}>{t(TASK_STATE_LABELS[state])}</strong>
}

function Tasks({ tasks, t, language, labelledBy }: { tasks: RenewalTask[]; t: Translate; language: Language; labelledBy: string }) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {tasks.map((task) => {
        const reasonId = `task-reason-${task.key.replace(/[^a-z0-9]+/gi, '-')}`
        const reason = task.change_request
        return (
          <li key={task.key} className={styles.task}>
            <span className={styles.name}>
              <a href={pathIn(language, task.href)} aria-describedby={reason ? reasonId : undefined}>
                {taskName(task, t, language)}
              </a>
            </span>
            <TaskTag state={task.state} t={t} />
            {reason ? (
              <p id={reasonId} className={styles.reason}>
                {t(`Reason: ${reason.reason ? localName(language, reason.reason, reason.reason_en) : ''}`)}
                {reason.reason_text ? <> – {typedText(reason.reason_text, language)}</> : null}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function RenewalStatusLine({ overview, t }: { overview: RenewalOverview; t: Translate }) {
  const state = overview.submission?.state
  if (!overview.is_verified) return <p>{t('Your profile is renewed once it is verified.')}</p>
  if (state === 'submitted') return <p role="status">{t('Your renewal is waiting for review.')}</p>
  if (state === 'accepted') return <p role="status">{t('Your NGO is renewed for this fiscal year.')}</p>
  if (state === 'changes_requested') return <p role="status">{t('The municipality asked for changes. Correct the sections marked below and submit again.')}</p>
  return null
}

export function RenewalTaskList({ overview, t, language }: { overview: RenewalOverview; t: Translate; language: Language }) {
  if (!overview.cycle || overview.cycle.state !== 'open') return null
  const deadline = formatBsDate(overview.cycle.deadline, language) || overview.cycle.deadline
  return (
    <section className={`card ${styles.block}`} aria-labelledby="renewal-tasks-heading">
      <h2 id="renewal-tasks-heading">{t('Renewal for {year}').replace('{year}', pageDigits(overview.cycle.financial_year, language))}</h2>
      <p>{t(`Submit by ${deadline}.`)}</p>
      <RenewalStatusLine overview={overview} t={t} />
      <h3 id="renewal-items-heading">{t('What the renewal needs')}</h3>
      <Tasks tasks={overview.items} t={t} language={language} labelledBy="renewal-items-heading" />
      <h3 id="renewal-sections-heading">{t('Sections of the profile')}</h3>
      <Tasks tasks={overview.sections} t={t} language={language} labelledBy="renewal-sections-heading" />
      {overview.can_submit ? (
        <p>
          <a className="button" href={pathIn(language, '/profile/renewal')}>
            {t('Check your answers and submit')}
          </a>
        </p>
      ) : null}
    </section>
  )
}
