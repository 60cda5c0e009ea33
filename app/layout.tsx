import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { LabelsProvider } from '@/components/label-area'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Toaster } from '@/components/ui/toast'
import { readFormState } from '@/lib/auth/form-state'
import { getViewer } from '@/lib/auth/viewer'
import { getEnv } from '@/lib/env'
import { getAreaLabels, getLabels, pageAlternates } from '@/lib/i18n/server'
import type { Shown } from '@/lib/i18n/shared'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, alternates] = await Promise.all([getLabels(), pageAlternates()])
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('Municipality NGO Profile'), template: `%s | ${t('Municipality NGO Profile')}` },
    description: t('NGO profiles of the municipality'),
    // Every page: its canonical address and its twin in the other language (decision 040).
    alternates,
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The client components of every page get the shell's labels; a page's LabelArea adds its area's (decision 041).
  // After a sign-in by the form post, the page it leads to says so in a toast (lib/auth/form-posts.ts).
  const [{ language, t }, viewer, shell, signedIn] = await Promise.all([getLabels(), getViewer().catch(() => null), getAreaLabels('shell'), readFormState('signed-in')])
  const notice = signedIn.outcome?.notice
  const env = getEnv()
  return (
    <html lang={language === 'en' ? 'en' : 'ne'}>
      <body>
        <LabelsProvider labels={shell}>
          <SiteHeader t={t} language={language} role={viewer?.role ?? null} />
          <main id="main" className="site-main">
            {children}
          </main>
          <Toaster notice={notice ? (t(notice) as Shown) : undefined} />
          <SiteFooter
            t={t}
            language={language}
            municipality={language === 'en' ? env.FOOTER_MUNICIPALITY_EN : env.FOOTER_MUNICIPALITY}
            federation={language === 'en' ? env.FOOTER_FEDERATION_EN : env.FOOTER_FEDERATION}
            developer={language === 'en' ? env.FOOTER_DEVELOPER_EN : env.FOOTER_DEVELOPER}
          />
        </LabelsProvider>
      </body>
    </html>
  )
}
