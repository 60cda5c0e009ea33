// A View button of a table made as markup (profile-sections.tsx): it names its
// file in two attributes, which DocumentViewers (document-viewer.tsx) reads
// when the button is pressed. A plain module: the server makes the markup,
// the browser's listener reads the same names.
import { escapeHtml } from '@/components/typed-html'
import type { Translate } from '@/lib/i18n/shared'

/** The file's address. */
export const VIEW_URL_ATTRIBUTE = 'data-view'
/** The viewer's title. */
export const VIEW_TITLE_ATTRIBUTE = 'data-view-title'

/** The button, named for screen readers by what it opens ("View: <title>"). */
export function viewButtonHtml(url: string, title: string, t: Translate): string {
  const view = t('View')
  return `<button type="button" class="button button-secondary" aria-label="${escapeHtml(`${view}: ${title}`)}" ${VIEW_URL_ATTRIBUTE}="${escapeHtml(url)}" ${VIEW_TITLE_ATTRIBUTE}="${escapeHtml(title)}">${escapeHtml(view)}</button>`
}
