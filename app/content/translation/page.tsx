import type { Metadata } from 'next'
import { TranslationTable } from '@/components/content/reference-tables'
import { Pagination } from '@/components/ui/pagination'
import { requireContentAdmin } from '@/lib/content/page-access'
import { listTranslations } from '@/lib/content/reference'
import { translationQuery } from '@/lib/content/schemas'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import styles from '../content.module.css'

export const dynamic = 'force-dynamic'

const PAGE_SIZE = 50

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Translation'), robots: { index: false } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function TranslationPage({ searchParams }: Props) {
  await requireContentAdmin()
  const raw = await searchParams
  const parsed = translationQuery.safeParse({ page: raw.page, search: typeof raw.search === 'string' ? raw.search : undefined })
  const query = parsed.success ? parsed.data : { page: 1, search: undefined }
  const [{ t, language }, result] = await Promise.all([getLabels(), listTranslations({ page: query.page, limit: PAGE_SIZE, search: query.search || undefined })])
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams()
    if (query.search) params.set('search', query.search)
    if (page > 1) params.set('page', String(page))
    const text = params.toString()
    return text ? `/content/translation?${text}` : '/content/translation'
  }
  return (
    <section className="page">
      <h1>{t('Translation')}</h1>
      <form method="get" action={pathIn(language, '/content/translation')} role="search" className={styles.search}>
        <label htmlFor="translation-search" className="visually-hidden">
          {t('Search translations')}
        </label>
        <input id="translation-search" type="search" name="search" defaultValue={query.search ?? ''} placeholder={t('Search translations')} />
        <button type="submit" className="button button-secondary">
          {t('Search')}
        </button>
      </form>
      <TranslationTable rows={result.rows} firstNumber={(query.page - 1) * PAGE_SIZE + 1} />
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={result.total} t={t} language={language} hrefForPage={hrefForPage} />
    </section>
  )
}
