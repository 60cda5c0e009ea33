import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { RecoverForm } from '@/components/auth/recover-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels, getLanguage } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Reset Password'), robots: { index: false } }
}

export default async function RecoverPage() {
  await redirectSignedIn()
  // The number "Forgot password?" handed over and what the last form post left (decision 070).
  const { flow, outcome } = await readFormState('recover', 'recover')
  // Reached only from "Forgot password?": without it, back to sign-in.
  if (!flow) redirect(pathIn(await getLanguage(), '/login'))
  return (
    <section className="page">
      <RecoverForm flow={flow} outcome={outcome} />
    </section>
  )
}
