import type { Metadata } from 'next'
import { RecoverForm } from '@/components/auth/recover-form'
import { readFormState } from '@/lib/auth/form-state'
import { redirectSignedIn } from '@/lib/auth/gates'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Reset Password'), robots: { index: false } }
}

export default async function RecoverPage() {
  await redirectSignedIn()
  // What a form post without scripts left (decision 070).
  const { flow, outcome } = await readFormState('recover', 'recover')
  return (
    <section className="page">
      <RecoverForm serverFlow={flow} outcome={outcome} />
    </section>
  )
}
