'use client'

// The forms only the super administrator sees on /profile/{id}: the profile's
// people with the handover, and a certificate's revoke form. Each is loaded
// on its own when it is rendered, so the page of a member or anyone else
// does not carry their code (nor zod, which their checks use): the page's
// client components otherwise share their chunks, and a member's page would
// bring these along. React's `lazy` rather than next/dynamic: the same split
// without next/dynamic's own code in every viewer's first load.
import { lazy, Suspense, type ComponentProps } from 'react'
import type { RevokeCertificate as Revoke } from '@/components/certificates/revoke-certificate'
import type { HandoverForm as Handover } from '@/components/people/handover-form'
import type { PeopleSection as People } from '@/components/people/people-section'

const LazyPeople = lazy(() => import('@/components/people/people-section').then((module) => ({ default: module.PeopleSection })))
const LazyHandover = lazy(() => import('@/components/people/handover-form').then((module) => ({ default: module.HandoverForm })))
const LazyRevoke = lazy(() => import('@/components/certificates/revoke-certificate').then((module) => ({ default: module.RevokeCertificate })))

export function PeopleSection(props: ComponentProps<typeof People>) {
  return (
    <Suspense fallback={null}>
      <LazyPeople {...props} />
    </Suspense>
  )
}

export function HandoverForm(props: ComponentProps<typeof Handover>) {
  return (
    <Suspense fallback={null}>
      <LazyHandover {...props} />
    </Suspense>
  )
}

export function RevokeCertificate(props: ComponentProps<typeof Revoke>) {
  return (
    <Suspense fallback={null}>
      <LazyRevoke {...props} />
    </Suspense>
  )
}
