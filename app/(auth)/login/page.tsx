import type { Metadata } from 'next'
import { LoginForm } from '@/components/auth/login-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Sign in'), robots: { index: false } }
}

export default async function LoginPage() {
  await redirectSignedIn()
  // What the last form post left (decision 070).
  const { outcome } = await readFormState('login')
  return (
    <section className="page">
      <LoginForm outcome={outcome} />
    </section>
  )
}
