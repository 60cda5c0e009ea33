import type { Metadata } from 'next'
import { VerificationForm } from '@/components/auth/verification-form'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Mobile Number Verification'), robots: { index: false } }
}

export default async function VerificationPage() {
  await redirectSignedIn()
  return (
    <section className="page">
      <VerificationForm />
    </section>
  )
}
