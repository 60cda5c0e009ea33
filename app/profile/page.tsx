import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { AuthLoading } from '@/components/auth/auth-loading'
import { BadgeSnippet } from '@/components/certificates/badge-snippet'
import { CertificateCard } from '@/components/certificates/certificate-card'
import { LabelArea } from '@/components/label-area'
import { JoinNgo } from '@/components/people/join-ngo'
import { PeopleSection } from '@/components/people/people-section'
import { ProfileEditor, type EditorViews } from '@/components/profile/editor/profile-editor'
import { markupOnce } from '@/components/typed-html'
import { Markup, markupInHtmlOnly } from '@/components/markup'
import editorStyles from '@/components/profile/editor/editor.module.css'
import { typedText } from '@/components/typed-text'
import { structureViewHtml } from '@/components/profile/editor/structure-view'
import { profileViewHtml } from '@/components/profile/editor/profile-view'
import { documentsViewHtml } from '@/components/profile/editor/documents-view'
import { getViewer, type Viewer } from '@/lib/auth/viewer'
import { badgeSnippet } from '@/lib/certificates/badge'
import { listCertificates } from '@/lib/certificates/certificates'
import { editorReference } from '@/lib/client/editor-reference'
import type { EditorReference, EditorSections } from '@/lib/client/profile'
import { getEditorReference } from '@/lib/content/editor-reference'
import { getEnv } from '@/lib/env'
import { localName } from '@/lib/i18n/local-name'
import { getLabels } from '@/lib/i18n/server'
import { listPeople } from '@/lib/people/members'
import { getAuditReports, getDocuments } from '@/lib/profile/documents'
import { hasPendingClaim } from '@/lib/profile/claims'
import { getProfile } from '@/lib/profile/profile'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import { RenewalTaskList } from '@/components/renewals/task-list'
import { getRenewalOverview } from '@/lib/renewals/submissions'
import { getAnnualBudgets, getAssociates, getOrganizationalStructure, getRulesRegulationsPlans, getSubjectiveManpower } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('My Profile'), robots: { index: false } }
}

async function loadSections(viewer: Viewer, profileId: number): Promise<EditorSections> {
  const [profile, structure, manpower, budgets, associates, rules, documents, auditReports] = await Promise.all([
    getProfile(viewer, profileId),
    getOrganizationalStructure(viewer, profileId),
    getSubjectiveManpower(viewer, profileId),
    getAnnualBudgets(viewer, profileId),
    getAssociates(viewer, profileId),
    getRulesRegulationsPlans(viewer, profileId),
    getDocuments(viewer, profileId),
    getAuditReports(viewer, profileId),
  ])
  return {
    profile,
    completeness: profile.completeness,
    structureRows: structure.currentOrganizationalStructures,
    manpowerRows: manpower.subjectiveManpowerDetails,
    budgetRows: budgets.annualBudgets,
    associateRows: associates.associatePartnershipfirmOfficeKeypersons,
    rulesRows: rules.rulesRegulationsPlans,
    documents: documents.documents,
    auditReports: auditReports.auditReports,
    versions: {
      ...profile.section_versions,
      'organizational-structure': structure.version,
      'subjective-manpower-detail': manpower.version,
      'annual-budget': budgets.version,
      associate: associates.version,
      'rules-regulations-plan': rules.version,
      documents: documents.version,
      'audit-reports': auditReports.version,
    },
  }
}

/**
 * The signed-in NGO's own profile; anyone else sees 'Page Not found !' (spec
 * section 2, second gate). The gate is decided before anything is sent, so a
 * refusal answers 404; past it, 'Loading, Please Wait !' shows while the
 * profile's sections load.
 */
export default async function OwnProfilePage() {
  const viewer = await getViewer().catch(() => null)
  if (!viewer || (viewer.role !== 'user' && viewer.role !== 'admin')) notFound()
  const { t } = await getLabels()
  return (
    <Suspense fallback={<AuthLoading t={t} />}>
      <OwnProfile viewer={viewer} />
    </Suspense>
  )
}

async function OwnProfile({ viewer }: { viewer: Viewer }) {
  const [{ t, language }, reference, sections, claimPending, renewal, people, certificates] = await Promise.all([
    getLabels(),
    getEditorReference(),
    viewer.ngo_profile_id ? loadSections(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
    viewer.ngo_profile_id ? Promise.resolve(false) : hasPendingClaim(viewer.id),
    viewer.ngo_profile_id ? getRenewalOverview(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
    viewer.ngo_profile_id ? listPeople(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
    viewer.ngo_profile_id ? listCertificates(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
    markupInHtmlOnly(),
  ])
  const profileId = viewer.ngo_profile_id
  // The sections' read-only views as markup (decision 107), which the HTML carries once (decision 108): the profile's fields and the
  // structure's blocks made once per read, labels and reference lists; the documents' table for each render, as their validity follows today.
  const structureView = sections
    ? markupOnce(sections.structureRows, t, [language, reference.version], () => structureViewHtml(reference.structureConfigs, sections.structureRows, t, language))
    : ''
  const views: EditorViews | null = sections && {
    profile: <Markup as="div" html={markupOnce(sections.profile, t, [language, 'editor'], () => profileViewHtml(sections.profile, t, language))} />,
    structure: structureView ? <Markup as="div" className={editorStyles.structureBlocks} html={structureView} /> : null,
    documents: <Markup as="div" html={documentsViewHtml(reference.documentConfigs, sections.documents, t, language)} />,
  }
  const municipality = language === 'en' ? getEnv().FOOTER_MUNICIPALITY_EN : getEnv().FOOTER_MUNICIPALITY
  const badgeAlt = t('Registered with {municipality}').replace('{municipality}', municipality)
  return (
    <section className="page">
      <h1>
        {t('My Profile')}
        {sections?.profile.name ? (
          <span className="muted">
            {' – '}
            {typedText(localName(language, sections.profile.name, sections.profile.name_en), language)}
          </span>
        ) : null}
      </h1>
      <LabelArea name="editor">
        {/* A person of no NGO yet may have been invited to one (decision 092): the code joins them. */}
        {viewer.ngo_profile_id ? null : <JoinNgo />}
        {/* An imported profile this person claimed waits for review: a profile of their own would be a duplicate. */}
        {claimPending ? (
          <p className="card" role="status">
            {t(REGISTER_MESSAGES.claimPending)}
          </p>
        ) : (
          <>
            {/* While a cycle is open, the renewal's task list stands above the sections it links to (decision 088). */}
            {renewal ? <RenewalTaskList overview={renewal} t={t} language={language} /> : null}
            {/* The certificate and the badge of a profile that exists (decisions 096, 097). */}
            {profileId && certificates ? (
              <>
                <CertificateCard profileId={profileId} records={certificates} canRevoke={false} t={t} language={language} />
                {certificates.refusal ? null : (
                  <BadgeSnippet
                    snippet={badgeSnippet(profileId, language, badgeAlt)}
                    badgePath={`/api/ngo/${profileId}/badge${language === 'en' ? '?lang=en' : ''}`}
                    alt={badgeAlt}
                  />
                )}
              </>
            ) : null}
            {/* The reference lists by their version, not in the page (decision 107): at hand for this render, preloaded by the browser. */}
            {rememberReference(reference)}
            <ProfileEditor
              referenceVersion={reference.version}
              sections={sections}
              registeredDao={viewer.dao_registration_no ?? ''}
              views={views}
            />
            {people && viewer.ngo_profile_id ? <PeopleSection profileId={viewer.ngo_profile_id} viewerId={viewer.id} mode={viewer.role === 'admin' ? 'admin' : 'member'} data={people} /> : null}
          </>
        )}
      </LabelArea>
    </section>
  )
}

/** Puts the editor's reference lists where its client components find them, and the preload of their address. */
function rememberReference(reference: EditorReference) {
  editorReference.remember(reference, reference.version)
  // React puts the link in the head, as the labels' (components/label-area.tsx).
  return <link rel="preload" href={editorReference.address(reference.version)} as="fetch" crossOrigin="anonymous" />
}
