// The left column of the profile page (spec section 2): logo, names, type,
// contacts, key dates, the three registrations, the head and contact persons.
import type { ReactNode } from 'react'
import { BsDateText } from '@/components/ui/bs-date-text'
import { pageDigits, toLatinDigits } from '@/lib/calendar'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { ApiProfile } from '@/lib/profile/profile'
import { typedAttributes, typedText } from '@/components/typed-text'
import { EMPTY } from './format'
import { Field } from './section'
import styles from './profile-view.module.css'

type Props = { profile: ApiProfile; t: Translate; language: Language }

const isWebAddress = (value: string | null) => !!value && /^https?:\/\//i.test(value)

function Contact({ value, href, show = (text) => text }: { value: string | null; href: (value: string) => string; show?: (value: string) => string }): ReactNode {
  const text = value?.trim()
  if (!text) return EMPTY
  // A number or an address as typed: data, not the page's words.
  return (
    <a href={href(text)} translate="no">
      {show(text)}
    </a>
  )
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.sidebarBlock} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.details}>{children}</dl>
    </section>
  )
}

export function ProfileSidebar({ profile, t, language }: Props) {
  const date = (value: string | null) => <BsDateText ad={value} language={language} empty={EMPTY} />
  // Numbers a person typed keep their digits, written in the page's script.
  const typedNumber = (value: string | null) => typedText(pageDigits(value, language), language, EMPTY)
  // Names, places and posts are shown as typed, marked with their script's language.
  const typed = (value: string | null) => typedText(value, language, EMPTY)
  const phoneText = (value: string) => pageDigits(value, language)
  const phone = (value: string) => `tel:${toLatinDigits(value).replace(/[^\d+]/g, '')}`
  const mail = (value: string) => `mailto:${value}`
  return (
    <div className={`card ${styles.sidebar}`}>
      <div className={styles.identity}>
        {profile.logo_url ? (
          // A logo's text alternative is the organisation's name (in the page's language where it has one), marked as typed data.
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo, already re-encoded and sized on upload
          <img className={styles.logo} src={profile.logo_url} alt={localName(language, profile.name, profile.name_en)} {...typedAttributes(language, localName(language, profile.name, profile.name_en))} width={128} height={128} />
        ) : (
          <div className={styles.logoPlaceholder} aria-hidden="true">
            {typedText((profile.name_acronym || profile.name).slice(0, 2), language)}
          </div>
        )}
        {profile.name_acronym ? <p className={styles.acronym}>{typedText(profile.name_acronym, language)}</p> : null}
        {/* The page's language names the profile: an English page leads with the
            English name where one is set, and the other name follows, marked with
            its language (a Nepali name has no English form to fall back on). */}
        {language === 'en' && profile.name_en ? (
          <>
            <h1 className={styles.name}>{typedText(profile.name_en, language)}</h1>
            <p className={styles.nameEnglish}>{typedText(profile.name, language)}</p>
          </>
        ) : (
          <>
            <h1 className={styles.name}>{typedText(profile.name, language)}</h1>
            {profile.name_en ? <p className={styles.nameEnglish}>{typedText(profile.name_en, language)}</p> : null}
          </>
        )}
      </div>

      <dl className={styles.details}>
        <Field label={t('Acronym')}>{typed(profile.name_acronym)}</Field>
        <Field label={t('Name in English')}>{typed(profile.name_en)}</Field>
        <Field label={t('Name in Nepali')}>{typed(profile.name)}</Field>
        <Field label={t('Organization type')}>{typed(profile.type && localName(language, profile.type, profile.type_en))}</Field>
        <Field label={t('Location')}>{typed(profile.location)}</Field>
        {/* Where the NGO is (decision 098); a profile saved before says so until its NGO sets it. */}
        <Field label={t('Office ward')}>{profile.office_ward ? typed(localName(language, profile.office_ward.name, profile.office_ward.name_en)) : t('Ward not given')}</Field>
        <Field label={t('Working wards')}>
          {profile.whole_municipality
            ? t('The whole municipality')
            : profile.working_wards.length > 0
              ? typed(profile.working_wards.map((ward) => localName(language, ward.name, ward.name_en)).join(', '))
              : t('Ward not given')}
        </Field>
        <Field label={t('House number')}>{typedNumber(profile.house_no)}</Field>
        <Field label={t('Phone')}>
          <Contact value={profile.phone} href={phone} show={phoneText} />
        </Field>
        <Field label={t('Email')}>
          <Contact value={profile.email} href={mail} />
        </Field>
        <Field label={t('Website')}>
          {isWebAddress(profile.website) ? (
            <a href={profile.website!} rel="noopener noreferrer nofollow" translate="no">
              {profile.website}
            </a>
          ) : (
            typed(profile.website)
          )}
        </Field>
        <Field label={t('Last annual meeting or general assembly date')}>{date(profile.last_annual_meet_or_adheebesan_date)}</Field>
        <Field label={t('Latest audit report date')}>{date(profile.latest_audit_report_date)}</Field>
        <Field label={t('Registration number with the municipality')}>{typedNumber(profile.lmc_registration_no)}</Field>
        <Field label={t('Tax registration number')}>{typedNumber(profile.tax_registration_no)}</Field>
      </dl>

      <Block id="registration-dao" title={t('District Administration Office registration')}>
        <Field label={t('Registration number')}>{typedNumber(profile.dao_registration_no)}</Field>
        <Field label={t('District')}>{typed(profile.dao_district_name)}</Field>
        <Field label={t('Registration date')}>{date(profile.dao_registration_date)}</Field>
        <Field label={t('Last renewal date')}>{date(profile.dao_last_renewal_date)}</Field>
      </Block>
      <Block id="registration-sw" title={t('Social Welfare Council registration')}>
        <Field label={t('Registration number')}>{typedNumber(profile.sw_registration_no)}</Field>
        <Field label={t('Registration date')}>{date(profile.sw_registration_date)}</Field>
        <Field label={t('Last renewal date')}>{date(profile.sw_last_renewal_date)}</Field>
      </Block>
      <Block id="registration-ngo" title={t('NGO Federation registration')}>
        <Field label={t('Registration number')}>{typedNumber(profile.ngo_registration_no)}</Field>
        <Field label={t('Registration date')}>{date(profile.ngo_registration_date)}</Field>
        <Field label={t('Last renewal date')}>{date(profile.ngo_last_renewal_date)}</Field>
      </Block>

      <Block id="head-person" title={t('Head person')}>
        <Field label={t('Name')}>{typed(profile.head_person_name)}</Field>
        <Field label={t('Post')}>{typed(profile.head_person_post)}</Field>
        <Field label={t('Phone')}>
          <Contact value={profile.head_person_phone} href={phone} show={phoneText} />
        </Field>
        <Field label={t('Email')}>
          <Contact value={profile.head_person_email} href={mail} />
        </Field>
        <Field label={t('Last elected')}>{date(profile.head_person_last_elected)}</Field>
      </Block>
      <Block id="contact-person" title={t('Contact person')}>
        <Field label={t('Name')}>{typed(profile.contact_person_name)}</Field>
        <Field label={t('Post')}>{typed(profile.contact_person_post)}</Field>
        <Field label={t('Phone')}>
          <Contact value={profile.contact_person_phone} href={phone} show={phoneText} />
        </Field>
        <Field label={t('Email')}>
          <Contact value={profile.contact_person_email} href={mail} />
        </Field>
      </Block>
    </div>
  )
}
