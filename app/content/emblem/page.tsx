import type { Metadata } from 'next'
import { EmblemForm } from '@/components/certificates/emblem-form'
import { getEmblem } from '@/lib/certificates/emblem'
import { requireContentAdmin } from '@/lib/content/page-access'
import { getEnv } from '@/lib/env'
import { getLabels } from '@/lib/i18n/server'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Emblem'), robots: { index: false } }
}

/** The municipality's emblem on the registration certificates (decision 096). */
export default async function EmblemPage() {
  await requireContentAdmin()
  const [{ t, language }, emblem] = await Promise.all([getLabels(), getEmblem()])
  const env = getEnv()
  return (
    <section className="page">
      <h1>{t('Emblem')}</h1>
      <p className="muted">{t('The municipality’s emblem, printed on every registration certificate.')}</p>
      <EmblemForm emblemUrl={emblem?.url ?? null} municipality={language === 'en' ? env.FOOTER_MUNICIPALITY_EN : env.FOOTER_MUNICIPALITY} />
    </section>
  )
}
