// The read-only profile page: the sidebar beside (on phones above) the
// sections. What the viewer may see is already decided by the page data:
// documents and audit reports are null for a signed-out visitor.
import type { ReactNode } from 'react'
import type { Role } from '@/lib/auth/session'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { ProfilePage } from '@/lib/profile/public-page'
import { ProfileSidebar } from './profile-sidebar'
import {
  AuditReportsSection,
  BudgetSection,
  ChecklistSection,
  DocumentsSection,
  KeyPersonsSection,
  ManpowerSection,
  ProfileInfoSection,
  ProgramsSection,
  StatementsSection,
  StructureSection,
} from './profile-sections'
import { StatusBar } from './status-bar'
import styles from './profile-view.module.css'

type Props = {
  page: ProfilePage
  viewerRole: Role | null
  t: Translate
  language: Language
  /** The renewal standing (decision 080), first in the main column. */
  standing?: ReactNode
  /** The registration certificate, for the NGO's members and the super administrator (decision 096). */
  certificate?: ReactNode
}

export function ProfileView({ page, viewerRole, t, language, standing, certificate }: Props) {
  const { profile } = page
  const common = { t, language }
  return (
    <div className={styles.layout}>
      <ProfileSidebar profile={profile} {...common} />
      <div className={styles.main}>
        {viewerRole ? (
          <StatusBar
            profileId={profile.id}
            status={profile.status}
            isVerified={profile.is_verified}
            complete={profile.completeness.complete === 1}
            canChangeStatus={viewerRole === 'super_admin'}
            t={t}
          />
        ) : null}
        {standing}
        {certificate}
        <ProfileInfoSection profile={profile} {...common} />
        <StatementsSection profile={profile} {...common} />
        <ProgramsSection profile={profile} {...common} />
        <KeyPersonsSection rows={page.associates} completeness={profile.completeness} {...common} />
        <ChecklistSection items={page.checklist} completeness={profile.completeness} {...common} />
        <StructureSection rows={page.structure} completeness={profile.completeness} {...common} />
        <ManpowerSection rows={page.manpower} {...common} />
        <BudgetSection rows={page.budgets} completeness={profile.completeness} {...common} />
        {page.documents ? <DocumentsSection lines={page.documents} completeness={profile.completeness} {...common} /> : null}
        {page.auditReports ? <AuditReportsSection rows={page.auditReports} {...common} /> : null}
      </div>
    </div>
  )
}
