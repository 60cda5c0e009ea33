import type { Metadata } from 'next'
import { RecoverForm } from '@/components/auth/recover-form'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Reset Password'), robots: { index: false } }
}

export default async function RecoverPage() {
  await redirectSignedIn()
  return (
    <section className="page">
      <RecoverForm />
    </section>
  )
}
