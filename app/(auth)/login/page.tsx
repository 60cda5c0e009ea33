import type { Metadata } from 'next'
import { LoginForm } from '@/components/auth/login-form'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Sign in'), robots: { index: false } }
}

export default async function LoginPage() {
  await redirectSignedIn()
  return (
    <section className="page">
      <LoginForm />
    </section>
  )
}
