// /profile/{id}: the read-only profile, rendered on the server as complete
// HTML. Everyone may read a verified, active profile; its owner and the super
// administrator also an unverified or inactive one. Signed-in viewers see the
// status bar, documents and audit reports; the super administrator the status actions.
// Below, the change history: when each section last changed, and the status changes.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { CertificateCard } from '@/components/certificates/certificate-card'
import { LabelArea } from '@/components/label-area'
import { markupInHtmlOnly } from '@/components/markup'
import { FreshnessBadge } from '@/components/profile/freshness-badge'
import { ProfileRenewal } from '@/components/renewals/profile-renewal'
import { ChangeHistory } from '@/components/profile/view/change-history'
import { ProfileView } from '@/components/profile/view/profile-view'
import { HandoverForm, PeopleSection } from '@/components/profile/view/super-admin-forms'
import { getViewer } from '@/lib/auth/viewer'
import { findCertificates } from '@/lib/certificates/certificates'
import { getEnv } from '@/lib/env'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels, pageAlternates } from '@/lib/i18n/server'
import type { Language, Translate } from '@/lib/i18n/shared'
import { listHandoverCandidates } from '@/lib/people/handover'
import { listPeople } from '@/lib/people/members'
import { isPublic, isSuperAdmin } from '@/lib/profile/access'
import { filledSections, getProfilePage } from '@/lib/profile/public-page'
import { logoUrl, openGraphLocale, profileDescription, profileJsonLd, profilePath, profileTitle, serializeJsonLd, sitePlace } from '@/lib/profile/seo'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `?people` opens the super administrator's People section (decision 105). */
const PEOPLE_PARAMETER = 'people'

const PROFILE_ID = /^[1-9]\d{0,9}$/
const MAX_ID = 2_147_483_647

/** One read per request, shared by the metadata and the page. */
const loadProfilePage = cache(async (rawId: string) => {
  if (!PROFILE_ID.test(rawId) || Number(rawId) > MAX_ID) return null
  // A stale or forged session cookie reads as signed out, as in the layout.
  const viewer = await getViewer().catch(() => null)
  const page = await getProfilePage(viewer, Number(rawId))
  return page ? { page, viewer } : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [loaded, { t, language }] = await Promise.all([loadProfilePage((await params).id), getLabels()])
  if (!loaded) return { title: t('Profile Not Found'), robots: { index: false, follow: true } }
  const { profile } = loaded.page
  const alternates = await pageAlternates(profilePath(profile.id))
  const title = profileTitle(profile)
  const description = profileDescription(profile)
  const logo = logoUrl(getEnv().SITE_URL, profile.logo)
  const images = logo ? [{ url: logo, alt: `${t('Logo')}: ${profile.name}` }] : undefined
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      url: alternates?.canonical,
      siteName: t('Municipality NGO Profile'),
      title,
      description,
      ...openGraphLocale(language),
      images,
    },
    twitter: { card: 'summary', title, description, images },
    // Only the owner and the super administrator reach a profile the public may not see.
    robots: isPublic(profile) ? undefined : { index: false, follow: false },
  }
}

export default async function ProfilePage({ params, searchParams }: Props) {
  const [loaded, { t, language }, query] = await Promise.all([loadProfilePage((await params).id), getLabels(), searchParams, markupInHtmlOnly()])
  if (!loaded) notFound()
  const { page, viewer } = loaded
  // The super administrator sees the profile's people and may hand it over (decision 093), once
  // the section is opened: a visit to verify a profile reads neither them nor the candidates (decision 105).
  const superAdmin = !!viewer && isSuperAdmin(viewer)
  const peopleOpen = superAdmin && query[PEOPLE_PARAMETER] !== undefined
  // Its members and the super administrator see the certificate; anyone else gets null.
  const [certificates, [people, candidates]] = await Promise.all([
    findCertificates(viewer, page.profile.id),
    viewer && peopleOpen ? Promise.all([listPeople(viewer, page.profile.id), listHandoverCandidates(viewer, page.profile.id)]) : Promise.resolve([null, null] as const),
  ])
  return (
    <div className="page">
      {isPublic(page.profile) ? (
        <script
          type="application/ld+json"
          // Escaped JSON (serializeJsonLd): no profile text can end the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(profileJsonLd(page.profile, getEnv().SITE_URL, sitePlace(getEnv()))) }}
        />
      ) : null}
      <LabelArea name="profile-view">
        <FreshnessBadge profileId={page.profile.id} />
        <ProfileView
          page={page}
          viewerRole={viewer?.role ?? null}
          t={t}
          language={language}
          standing={page.profile.is_verified ? <ProfileRenewal profileId={page.profile.id} t={t} language={language} /> : null}
          certificate={
            certificates ? <CertificateCard profileId={page.profile.id} records={certificates} canRevoke={viewer?.role === 'super_admin'} t={t} language={language} /> : null
          }
        />
        {viewer && people && candidates ? (
          <PeopleSection profileId={page.profile.id} viewerId={viewer.id} mode="registry" data={people}>
            <HandoverForm profileId={page.profile.id} candidates={candidates} />
          </PeopleSection>
        ) : superAdmin ? (
          <ClosedPeople profileId={page.profile.id} t={t} language={language} />
        ) : null}
      </LabelArea>
      <ChangeHistory history={page.history} filled={filledSections(page)} t={t} language={language} />
    </div>
  )
}

/** The People section before the super administrator opens it: a link to the page with it open. */
function ClosedPeople({ profileId, t, language }: { profileId: number; t: Translate; language: Language }) {
  return (
    <section id="people" className="card" aria-labelledby="people-heading">
      <h2 id="people-heading">{t('People')}</h2>
      <p className="muted">{t('The people who sign in to edit this profile. When none of its NGO admins can act, make another person its NGO admin below.')}</p>
      <p>
        <Link href={pathIn(language, `${profilePath(profileId)}?${PEOPLE_PARAMETER}#people`)} prefetch={false}>
          {t('Show the people and the handover')}
        </Link>
      </p>
    </section>
  )
}
