import type { Metadata } from 'next'
import { VerificationForm } from '@/components/auth/verification-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Mobile Number Verification'), robots: { index: false } }
}

export default async function VerificationPage() {
  await redirectSignedIn()
  // What a form post without scripts left (decision 070).
  const { flow, outcome } = await readFormState('verification', 'verification')
  return (
    <section className="page">
      <VerificationForm serverFlow={flow} outcome={outcome} />
    </section>
  )
}
