// The left column of the profile page (spec section 2): logo, names, type,
// contacts, key dates, the three registrations, the head and contact persons.
// Markup made once per read of the profile, as the sections' tables are
// (decision 105): some hundred elements, nothing in them interactive.
import { Markup } from '@/components/markup'
import { bsDateHtml, escapeHtml, markupOnce, typedHtml } from '@/components/typed-html'
import { typedAttributes } from '@/components/typed-text'
import { pageDigits, toLatinDigits } from '@/lib/calendar'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { ApiProfile } from '@/lib/profile/profile'
import { isWebAddress } from '@/lib/profile/web-address'
import { EMPTY } from './format'
import { fieldHtml } from './section'
import styles from './profile-view.module.css'

type Props = { profile: ApiProfile; t: Translate; language: Language }

/** A number or an address as typed, as a link: data, not the page's words. */
function contactHtml(value: string | null, href: (value: string) => string, show: (value: string) => string = (text) => text): string {
  const text = value?.trim()
  if (!text) return EMPTY
  return `<a href="${escapeHtml(href(text))}" translate="no">${escapeHtml(show(text))}</a>`
}

const blockHtml = (id: string, title: string, fields: string[]) =>
  `<section class="${styles.sidebarBlock}" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2><dl class="${styles.details}">${fields.join('')}</dl></section>`

function identityHtml(profile: ApiProfile, language: Language): string {
  const shownName = localName(language, profile.name, profile.name_en)
  // A logo's text alternative is the organisation's name (in the page's language where it has one), marked as typed data.
  const { lang } = typedAttributes(language, shownName)
  const logo = profile.logo_url
    ? `<img class="${styles.logo}" src="${escapeHtml(profile.logo_url)}" alt="${escapeHtml(shownName)}" translate="no"${lang ? ` lang="${lang}"` : ''} width="128" height="128">`
    : `<div class="${styles.logoPlaceholder}" aria-hidden="true">${typedHtml(language, (profile.name_acronym || profile.name).slice(0, 2))}</div>`
  const acronym = profile.name_acronym ? `<p class="${styles.acronym}">${typedHtml(language, profile.name_acronym)}</p>` : ''
  // The page's language names the profile: an English page leads with the
  // English name where one is set, and the other name follows, marked with
  // its language (a Nepali name has no English form to fall back on).
  const [first, second] = language === 'en' && profile.name_en ? [profile.name_en, profile.name] : [profile.name, profile.name_en]
  const names = `<h1 class="${styles.name}">${typedHtml(language, first)}</h1>${second ? `<p class="${styles.nameEnglish}">${typedHtml(language, second)}</p>` : ''}`
  return `<div class="${styles.identity}">${logo}${acronym}${names}</div>`
}

function sidebarHtml(profile: ApiProfile, t: Translate, language: Language): string {
  const date = (value: string | null) => bsDateHtml(value, language, EMPTY)
  // Numbers a person typed keep their digits, written in the page's script.
  const typedNumber = (value: string | null) => typedHtml(language, pageDigits(value, language), EMPTY)
  // Names, places and posts are shown as typed, marked with their script's language.
  const typed = (value: string | null) => typedHtml(language, value, EMPTY)
  const words = (label: string) => escapeHtml(t(label))
  const field = (label: string, value: string) => fieldHtml(t(label), value)
  const phone = (value: string | null) => contactHtml(value, (text) => `tel:${toLatinDigits(text).replace(/[^\d+]/g, '')}`, (text) => pageDigits(text, language))
  const mail = (value: string | null) => contactHtml(value, (text) => `mailto:${text}`)
  const wards = profile.working_wards.map((ward) => localName(language, ward.name, ward.name_en)).join(', ')
  const details = [
    field('Acronym', typed(profile.name_acronym)),
    field('Name in English', typed(profile.name_en)),
    field('Name in Nepali', typed(profile.name)),
    field('Organization type', typed(profile.type && localName(language, profile.type, profile.type_en))),
    field('Location', typed(profile.location)),
    // Where the NGO is (decision 098); a profile saved before says so until its NGO sets it.
    field('Office ward', profile.office_ward ? typed(localName(language, profile.office_ward.name, profile.office_ward.name_en)) : words('Ward not given')),
    field('Working wards', profile.whole_municipality ? words('The whole municipality') : wards ? typed(wards) : words('Ward not given')),
    field('House number', typedNumber(profile.house_no)),
    field('Phone', phone(profile.phone)),
    field('Email', mail(profile.email)),
    field(
      'Website',
      isWebAddress(profile.website) ? `<a href="${escapeHtml(profile.website)}" rel="noopener noreferrer nofollow" translate="no">${escapeHtml(profile.website)}</a>` : typed(profile.website),
    ),
    field('Last annual meeting or general assembly date', date(profile.last_annual_meet_or_adheebesan_date)),
    field('Latest audit report date', date(profile.latest_audit_report_date)),
    field('Registration number with the municipality', typedNumber(profile.lmc_registration_no)),
    field('Tax registration number', typedNumber(profile.tax_registration_no)),
  ]
  return (
    identityHtml(profile, language) +
    `<dl class="${styles.details}">${details.join('')}</dl>` +
    blockHtml('registration-dao', t('District Administration Office registration'), [
      field('Registration number', typedNumber(profile.dao_registration_no)),
      field('District', typed(profile.dao_district_name)),
      field('Registration date', date(profile.dao_registration_date)),
      field('Last renewal date', date(profile.dao_last_renewal_date)),
    ]) +
    blockHtml('registration-sw', t('Social Welfare Council registration'), [
      field('Registration number', typedNumber(profile.sw_registration_no)),
      field('Registration date', date(profile.sw_registration_date)),
      field('Last renewal date', date(profile.sw_last_renewal_date)),
    ]) +
    blockHtml('registration-ngo', t('NGO Federation registration'), [
      field('Registration number', typedNumber(profile.ngo_registration_no)),
      field('Registration date', date(profile.ngo_registration_date)),
      field('Last renewal date', date(profile.ngo_last_renewal_date)),
    ]) +
    blockHtml('head-person', t('Head person'), [
      field('Name', typed(profile.head_person_name)),
      field('Post', typed(profile.head_person_post)),
      field('Phone', phone(profile.head_person_phone)),
      field('Email', mail(profile.head_person_email)),
      field('Last elected', date(profile.head_person_last_elected)),
    ]) +
    blockHtml('contact-person', t('Contact person'), [
      field('Name', typed(profile.contact_person_name)),
      field('Post', typed(profile.contact_person_post)),
      field('Phone', phone(profile.contact_person_phone)),
      field('Email', mail(profile.contact_person_email)),
    ])
  )
}

export function ProfileSidebar({ profile, t, language }: Props) {
  return <Markup as="div" className={`card ${styles.sidebar}`} html={markupOnce(profile, t, [language, 'sidebar'], () => sidebarHtml(profile, t, language))} />
}
