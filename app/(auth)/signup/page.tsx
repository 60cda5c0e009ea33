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
  // What a form post without scripts left (decision 070).
  const { outcome } = await readFormState('signup')
  return (
    <section className="page">
      <SignupForm proofOfWorkRequired={await isProofOfWorkRequired()} outcome={outcome} />
    </section>
  )
}
