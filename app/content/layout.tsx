import type { ReactNode } from 'react'
import { ContentSidebar } from '@/components/content/content-sidebar'
import { LabelArea } from '@/components/label-area'
import { requireContentAdmin } from '@/lib/content/page-access'
import styles from './content.module.css'

export const dynamic = 'force-dynamic'

export default async function ContentLayout({ children }: { children: ReactNode }) {
  await requireContentAdmin()
  return (
    <LabelArea name="content">
      <div className={styles.layout}>
        <ContentSidebar />
        <div className={styles.content}>{children}</div>
      </div>
    </LabelArea>
  )
}
