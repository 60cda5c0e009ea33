// /content/action-log: who did what to which profile, and when (super
// administrator only). The filters are the query of GET /api/ngo/audit-log,
// read from the address, so a filtered page is server-rendered and linkable.
import type { Metadata } from 'next'
import { ActionLog, FILTER_KEYS, type ActionLogFilters } from '@/components/content/action-log/action-log'
import { listActionLog } from '@/lib/audit/action-log'
import { auditLogQuery } from '@/lib/audit/schemas'
import { zodFieldErrors } from '@/lib/api/errors'
import { requireContentAdmin } from '@/lib/content/page-access'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Action log'), robots: { index: false } }
}

type SearchParams = Record<string, string | string[] | undefined>

export default async function ActionLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await requireContentAdmin()
  const raw: Record<string, string> = {}
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) raw[key] = first
  }
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, raw[key] ?? ''])) as ActionLogFilters
  const parsed = auditLogQuery.safeParse(raw)
  // A bad filter is said so, and nothing is read.
  const [{ t, language }, result] = await Promise.all([getLabels(), parsed.success ? listActionLog(viewer, parsed.data) : null])
  // Each message is a label (AUDIT_LOG_QUERY_MESSAGES), shown in the viewer's language.
  const errors = parsed.success ? [] : Object.values(zodFieldErrors(parsed.error)).map((message) => t(message))
  return (
    <section className="page">
      <h1>{t('Action log')}</h1>
      <p className="muted">{t('Who did what to which profile, and when.')}</p>
      <ActionLog filters={filters} result={result} errors={errors} t={t} language={language} />
    </section>
  )
}
