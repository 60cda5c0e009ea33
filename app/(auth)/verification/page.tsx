import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { VerificationForm } from '@/components/auth/verification-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels, getLanguage } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Mobile Number Verification'), robots: { index: false } }
}

export default async function VerificationPage() {
  await redirectSignedIn()
  // The number the previous page handed over and what the last form post left (decision 070).
  const { flow, outcome } = await readFormState('verification', 'verification')
  // Spec section 2: without it, the visitor goes home.
  if (!flow) redirect(pathIn(await getLanguage(), '/'))
  return (
    <section className="page">
      <VerificationForm flow={flow} outcome={outcome} />
    </section>
  )
}
