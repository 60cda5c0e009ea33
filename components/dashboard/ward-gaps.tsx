// The gap tables (decision 098): for each ward, how many verified NGOs work
// there on each thematic scope, and for each target group. Every cell links
// to the home list filtered by its ward and option, whose total is the
// cell's number (one rule, lib/profile/wards.ts). A gap, no NGO at all, is
// marked by more than colour: a dashed frame, ∅, and the words "No NGO" in
// its link's name. The HTML is kept light, as about a thousand cells are
// rendered: a relative link, short ids, and a name made of the cell's own
// text and its two headings (aria-labelledby) instead of a sentence per cell;
// and it is made as a string once per table read and language, not as React
// elements on every render (gapTableHtml).
import { formatNumber } from '@/lib/calendar'
import type { WardGapTable, WardGaps } from '@/lib/dashboard/gaps'
import type { DashboardTable } from '@/lib/dashboard/schemas'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import { escapeHtml, markupOnce, typedHtml } from '@/components/typed-html'
import { TableScrollMarkup } from '@/components/markup'
import styles from './dashboard.module.css'
import { DownloadLink } from './totals-table'

type Props = { gaps: WardGaps; t: Translate; language: Language }

type TableProps = {
  table: WardGapTable
  /** The list filter the columns are (thematic_scope or target_group), and the ids' prefix. */
  filter: 'thematic_scope' | 'target_group'
  prefix: string
  title: string
  optionHeading: string
  download: DashboardTable
  t: Translate
  language: Language
}

/**
 * A gap table's markup, made once per table read and language: about a
 * thousand cells cost about four fifths of the dashboard's render and of its
 * bytes as React elements (each element is rendered to HTML and sent again
 * in the page's flight data), and nothing in them is interactive.
 */
function gapTableHtml({ table, filter, prefix, title, optionHeading, t, language }: Omit<TableProps, 'download'>): string {
  const noNgo = escapeHtml(t('No NGO'))
  const head = table.options.map((option) => `<th scope="col" id="${prefix}o${option.id}">${typedHtml(language, localName(language, option.name, option.name_en))}</th>`).join('')
  const body = table.wards
    .map((ward, row) => {
      const cells = table.options
        .map((option, column) => {
          const count = table.counts[row][column]
          const id = `${prefix}${ward.id}-${option.id}`
          const shown = count === 0 ? `<span aria-hidden="true">∅</span><span class="visually-hidden">${noNgo}</span>` : escapeHtml(formatNumber(count, language))
          return `<td${count === 0 ? ` class="${styles.gap}"` : ''}><a href="?ward=${ward.id}&amp;${filter}=${option.id}#ngo-list" id="${id}" aria-labelledby="${id} ${prefix}w${ward.id} ${prefix}o${option.id}">${shown}</a></td>`
        })
        .join('')
      return `<tr><th scope="row" id="${prefix}w${ward.id}">${typedHtml(language, localName(language, ward.name, ward.name_en))}</th>${cells}</tr>`
    })
    .join('')
  return `<table class="${styles.gapTable}"><caption class="visually-hidden">${escapeHtml(title)}</caption><thead><tr><th scope="col">${escapeHtml(t('Ward'))} / ${escapeHtml(optionHeading)}</th>${head}</tr></thead><tbody>${body}</tbody></table>`
}

function GapTable(props: TableProps) {
  const { table, prefix, title, download, t, language } = props
  if (table.wards.length === 0 || table.options.length === 0) return <p className="muted">{t('No data yet')}</p>
  const html = markupOnce(table, t, [language, prefix, title, props.optionHeading], () => gapTableHtml(props))
  return (
    <>
      <TableScrollMarkup label={title} className={styles.gapFrame} html={html} />
      <DownloadLink table={download} caption={title} t={t} language={language} />
    </>
  )
}

/** The two tables: what their columns are, the list filter of their links, and their words. */
const GAP_TABLES = [
  {
    type: 'thematic-scope',
    filter: 'thematic_scope',
    prefix: 's',
    title: 'NGOs by ward and thematic scope',
    optionHeading: 'Thematic scope',
    note: 'Each number is the verified NGOs working in the ward on the thematic scope; ∅ in a dashed box marks a gap, a ward where none does. Choose a number to list the NGOs.',
    download: 'ward-thematic-scope',
  },
  {
    type: 'target-group',
    filter: 'target_group',
    prefix: 'g',
    title: 'NGOs by ward and target group',
    optionHeading: 'Target group',
    note: 'Each number is the verified NGOs working in the ward for the target group; ∅ in a dashed box marks a gap, a ward where none does. Choose a number to list the NGOs.',
    download: 'ward-target-group',
  },
] as const

export function WardGapsBlock({ gaps, t, language }: Props) {
  return GAP_TABLES.map((gapTable) => {
    const title = t(gapTable.title)
    const heading = `ward-${gapTable.prefix}-heading`
    return (
      <section key={gapTable.type} className={`card ${styles.block}`} aria-labelledby={heading}>
        <h2 id={heading}>{title}</h2>
        <p className={`muted ${styles.blockNote}`}>{t(gapTable.note)}</p>
        <GapTable
          table={gaps[gapTable.type]}
          filter={gapTable.filter}
          prefix={gapTable.prefix}
          title={title}
          optionHeading={t(gapTable.optionHeading)}
          download={gapTable.download}
          t={t}
          language={language}
        />
      </section>
    )
  })
}
