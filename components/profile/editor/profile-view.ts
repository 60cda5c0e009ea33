// The read-only view of the editor's profile section, made as markup on the
// server once per read (components/typed-html.ts `markupOnce`; decision 107),
// as the structure's blocks are: the groups of fields, each a label over its
// saved value, and the profile-level counts by gender. Some two hundred
// elements that React rendered again for every request and whose code was in
// the editor's first load. The same groups with inputs are the section's
// editing code (profile-form.tsx); the fields and their order are
// profile-fields.ts.
import { bsDateHtml, escapeHtml, typedHtml } from '@/components/typed-html'
import { tableScrollFrame } from '@/components/ui/table-scroll'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { ApiProfile } from '@/lib/profile/profile'
import { isWebAddress } from '@/lib/profile/web-address'
import { COUNTS_HEADING_ID, COUNTS_TITLE, DAO_GROUP, GROUPS, groupHeadingId, ORGANIZATION_SPLITS, STRUCTURE_GROUPS, type FieldSpec } from './profile-fields'
import { GENDERS } from './structure-lines'
import styles from './editor.module.css'

/** What a field without a value shows (as components/profile/editor/fields.tsx). */
const EMPTY = '—'

const readFieldHtml = (label: string, value: string) =>
  `<div class="${styles.readField}"><span class="${styles.readLabel}">${escapeHtml(label)}</span><span class="${styles.readValue}">${value}</span></div>`

/** The section's markup for a saved profile. */
export function profileViewHtml(profile: ApiProfile, t: Translate, language: Language): string {
  const source = profile as unknown as Record<string, unknown>
  const text = (name: string) => {
    const value = source[name]
    return value === null || value === undefined ? '' : String(value).trim()
  }

  function fieldValue(field: FieldSpec): string {
    const value = text(field.name)
    if (field.kind === 'date') return bsDateHtml(value, language, EMPTY)
    if (!value) return EMPTY
    if (field.kind === 'url' && isWebAddress(value)) return `<a href="${escapeHtml(value)}" rel="noopener noreferrer nofollow" target="_blank" translate="no">${escapeHtml(value)}</a>`
    if (field.kind === 'email') return `<a href="mailto:${escapeHtml(value)}" translate="no">${escapeHtml(value)}</a>`
    // Numbers a person typed keep their digits, written in the page's script.
    if (field.kind === 'number' || field.kind === 'tel') return typedHtml(language, pageDigits(value, language), EMPTY)
    return typedHtml(language, value, EMPTY)
  }
  const field = (spec: FieldSpec) => readFieldHtml(t(spec.label), fieldValue(spec))
  const words = (value: string) => escapeHtml(t(value))

  const type = profile.type ? escapeHtml(localName(language, profile.type, profile.type_en)) : EMPTY
  const officeWard = profile.office_ward ? escapeHtml(localName(language, profile.office_ward.name, profile.office_ward.name_en)) : EMPTY
  const workingWards = profile.whole_municipality
    ? words('The whole municipality')
    : profile.working_wards.length > 0
      ? escapeHtml(profile.working_wards.map((ward) => localName(language, ward.name, ward.name_en)).join(', '))
      : words('Ward not given')
  const wards = `<div class="${styles.wardFields}">${readFieldHtml(t('Office ward'), officeWard)}${readFieldHtml(t('Working wards'), workingWards)}</div>`

  const district = profile.dao_district === 'lalitpur' ? words('Lalitpur') : profile.dao_district === 'others' ? words('Others') : EMPTY
  const districtName = text('dao_district_name')
  const districtFields =
    readFieldHtml(t('District'), district) + (profile.dao_district === 'others' || districtName ? readFieldHtml(t('District Name'), typedHtml(language, districtName, EMPTY)) : '')

  const groups = GROUPS.map((group, index) => {
    const [first, second] = ORGANIZATION_SPLITS
    const fields =
      index === 0
        ? group.fields.slice(0, first).map(field).join('') +
          readFieldHtml(t('Organization type'), type) +
          group.fields.slice(first, second).map(field).join('') +
          wards +
          group.fields.slice(second).map(field).join('')
        : group.fields.map(field).join('') + (group.title === DAO_GROUP ? districtFields : '')
    const id = groupHeadingId(index)
    return `<div class="${styles.fieldGroup}" role="group" aria-labelledby="${id}"><h3 id="${id}" class="${styles.groupTitle}">${words(group.title)}</h3><div class="${styles.fieldGrid}">${fields}</div></div>`
  }).join('')

  return groups + countsHtml(source, t, language)
}

/** The profile-level counts: four groups by gender and their total. */
function countsHtml(source: Record<string, unknown>, t: Translate, language: Language): string {
  const title = escapeHtml(t(COUNTS_TITLE))
  const count = (field: string) => Number(source[field] ?? 0) || 0
  const head = `<tr><th scope="col">${escapeHtml(t('Group'))}</th>${GENDERS.map((gender) => `<th scope="col">${escapeHtml(t(gender.label))}</th>`).join('')}<th scope="col">${escapeHtml(t('Total'))}</th></tr>`
  const rows = STRUCTURE_GROUPS.map((group) => {
    const counts = GENDERS.map((gender) => count(`${group.key}_${gender.key}`))
    const cells = counts.map((value) => `<td class="${styles.numberCell}">${escapeHtml(formatNumber(value, language))}</td>`).join('')
    const total = counts.reduce((sum, value) => sum + value, 0)
    return `<tr><th scope="row">${escapeHtml(t(group.label))}</th>${cells}<td class="${styles.numberCell}">${escapeHtml(formatNumber(total, language))}</td></tr>`
  }).join('')
  return (
    `<div class="${styles.fieldGroup}"><h3 id="${COUNTS_HEADING_ID}" class="${styles.groupTitle}">${title}</h3>` +
    `<div class="${tableScrollFrame()}" tabindex="0" role="group" aria-label="${title}"><table aria-labelledby="${COUNTS_HEADING_ID}" class="${styles.compactTable}"><thead>${head}</thead><tbody>${rows}</tbody></table></div></div>`
  )
}
