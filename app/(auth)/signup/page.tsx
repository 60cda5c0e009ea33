import type { Metadata } from 'next'
import { SignupForm } from '@/components/auth/signup-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { isProofOfWorkRequired } from '@/lib/auth/proof-of-work'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Registration'), robots: { index: false } }
}

export default async function SignupPage() {
  await redirectSignedIn()
  // What the last form post left (decision 070).
  const { outcome } = await readFormState('signup')
  return (
    <section className="page">
      <SignupForm proofOfWork={Boolean(outcome?.proofOfWork) || (await isProofOfWorkRequired())} outcome={outcome} />
    </section>
  )
}
