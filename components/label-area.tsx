// The labels of one area for the client components below (decision 041):
// a page or layout puts this around its client part, and the nested provider
// adds the area's labels to the shell's that the root layout gives.
import type { ReactNode } from 'react'
import { I18nProvider } from '@/components/i18n-provider'
import { getAreaLabels } from '@/lib/i18n/server'
import { areaLabels } from '@/lib/i18n/label-registry'
import type { AreaLabels, AreaName } from '@/lib/i18n/areas'

/**
 * Provides labels by their version: this render's client components find them
 * at hand (lib/i18n/label-registry.ts), and the browser loads them from their
 * address, which the page preloads, instead of reading them in the page.
 */
export function LabelsProvider({ labels, children }: { labels: AreaLabels; children: ReactNode }) {
  areaLabels.remember(labels, labels.version)
  // React puts the link in the head (and the flight hint of ReactDOM.preload never reached the HTML for a fetch).
  return (
    <>
      <link rel="preload" href={areaLabels.address(labels.version)} as="fetch" crossOrigin="anonymous" />
      <I18nProvider version={labels.version}>{children}</I18nProvider>
    </>
  )
}

export async function LabelArea({ name, children }: { name: AreaName; children: ReactNode }) {
  return <LabelsProvider labels={await getAreaLabels(name)}>{children}</LabelsProvider>
}
