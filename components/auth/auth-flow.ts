'use client'

// The "navigation state" of spec section 2 between /signup or /login and
// /verification or /recover: the mobile number and where the visitor came
// from. Kept in sessionStorage (this tab only, gone when it closes), so the
// number never appears in a URL, a log or the history.
import { useSyncExternalStore } from 'react'

/** `registered`: after a sign-up, the published profiles that already have its DAO registration number (decision 094). */
export type AuthFlow = { mobile: string; fromRegistration?: boolean; fromLogin?: boolean; registered?: { id: number; name: string; name_en?: string | null }[] }
export type AuthFlowStep = 'verification' | 'recover'

const key = (step: AuthFlowStep) => `auth-flow:${step}`
const LOADING = '\u0000loading'

export function saveAuthFlow(step: AuthFlowStep, flow: AuthFlow) {
  window.sessionStorage.setItem(key(step), JSON.stringify(flow))
}

export function clearAuthFlow(step: AuthFlowStep) {
  window.sessionStorage.removeItem(key(step))
}

function parse(raw: string | null): AuthFlow | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<AuthFlow>
    return typeof value.mobile === 'string' && value.mobile !== '' ? (value as AuthFlow) : null
  } catch {
    return null
  }
}

const noSubscription = () => () => undefined

/**
 * The stored flow: 'loading' while the page hydrates (the server cannot see
 * sessionStorage), then the flow or null when there is none.
 */
export function useAuthFlow(step: AuthFlowStep): AuthFlow | null | 'loading' {
  const raw = useSyncExternalStore(
    noSubscription,
    () => window.sessionStorage.getItem(key(step)) ?? '',
    () => LOADING,
  )
  if (raw === LOADING) return 'loading'
  return parse(raw)
}
