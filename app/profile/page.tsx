import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { AuthLoading } from '@/components/auth/auth-loading'
import { LabelArea } from '@/components/label-area'
import { ProfileEditor } from '@/components/profile/editor/profile-editor'
import { getViewer, type Viewer } from '@/lib/auth/viewer'
import type { EditorReference, EditorSections } from '@/lib/client/profile'
import {
  listDocumentConfigs,
  listFinancialYears,
  listOptions,
  listOrganizationalStructureConfigs,
  listOrganizationTypes,
  listRulesRegulationsPlanConfigs,
} from '@/lib/content/reference'
import { listWards } from '@/lib/content/wards'
import { getLabels } from '@/lib/i18n/server'
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

async function loadReference(): Promise<EditorReference> {
  const [organizationTypes, financialYears, thematicScopes, targetGroups, documentConfigs, structureConfigs, rulesConfigs, wards] = await Promise.all([
    listOrganizationTypes(),
    listFinancialYears(),
    listOptions('thematic-scope', { activeOnly: true }),
    listOptions('target-group', { activeOnly: true }),
    listDocumentConfigs(),
    listOrganizationalStructureConfigs(),
    listRulesRegulationsPlanConfigs(),
    listWards(),
  ])
  return {
    organizationTypes,
    financialYears: financialYears.map(({ id, financial_year }) => ({ id, financial_year })),
    thematicScopes: thematicScopes.map(({ id, name, name_en }) => ({ id, name, name_en })),
    targetGroups: targetGroups.map(({ id, name, name_en }) => ({ id, name, name_en })),
    documentConfigs,
    structureConfigs,
    rulesConfigs,
    wards: wards.map(({ id, number, name, name_en }) => ({ id, number, name, name_en })),
  }
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
  return (
    <Suspense fallback={<AuthLoading />}>
      <OwnProfile viewer={viewer} />
    </Suspense>
  )
}

async function OwnProfile({ viewer }: { viewer: Viewer }) {
  const [{ t, language }, reference, sections, claimPending, renewal] = await Promise.all([
    getLabels(),
    loadReference(),
    viewer.ngo_profile_id ? loadSections(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
    viewer.ngo_profile_id ? Promise.resolve(false) : hasPendingClaim(viewer.id),
    viewer.ngo_profile_id ? getRenewalOverview(viewer, viewer.ngo_profile_id) : Promise.resolve(null),
  ])
  return (
    <section className="page">
      <h1>
        {t('My Profile')}
        {sections?.profile.name ? <span className="muted">{` – ${sections.profile.name}`}</span> : null}
      </h1>
      {/* An imported profile this person claimed waits for review: a profile of their own would be a duplicate. */}
      {claimPending ? (
        <p className="card" role="status">
          {t(REGISTER_MESSAGES.claimPending)}
        </p>
      ) : (
        <>
          {/* While a cycle is open, the renewal's task list stands above the sections it links to (decision 088). */}
          {renewal ? <RenewalTaskList overview={renewal} t={t} language={language} /> : null}
          <LabelArea name="editor">
            <ProfileEditor reference={reference} sections={sections} registeredDao={viewer.dao_registration_no ?? ''} />
          </LabelArea>
        </>
      )}
    </section>
  )
}
