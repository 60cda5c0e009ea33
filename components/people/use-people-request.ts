'use client'

// One way the People section, the invitation form and joining with a code
// send a request: busy while it runs, the server's message in the page's
// language afterwards (a toast on success, and on failure the form's own
// error or a toast), then the page reloads what the server now holds. A
// token error ends the session by itself (lib/client/api.ts).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { toast } from '@/components/ui/toast'
import { ApiRequestError, errorMessage, type ApiEnvelope } from '@/lib/client/api'
import type { Shown } from '@/lib/i18n/shared'

export function usePeopleRequest({ failure = 'inline' }: { failure?: 'inline' | 'toast' } = {}) {
  const { t } = useTranslate()
  const router = useRouter()
  const [error, setError] = useState<Shown | ''>('')
  const [busy, setBusy] = useState(false)

  /** Sends the request; true when it succeeded. `done` words the success toast from the server's message. */
  async function send(request: () => Promise<ApiEnvelope<unknown>>, done: (message: Shown) => Shown = (message) => message): Promise<boolean> {
    setBusy(true)
    try {
      const { message } = await request()
      setError('')
      toast.success(done(t(message)))
      router.refresh()
      return true
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.isTokenError) return false
      const shownError = t(errorMessage(caught))
      if (failure === 'toast') toast.error(shownError)
      else setError(shownError)
      return false
    } finally {
      setBusy(false)
    }
  }

  return { error, setError, busy, send }
}
