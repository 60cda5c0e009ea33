'use client'

// Submit on "check your answers" (decision 088). A refusal for missing items
// is the editor's error summary, one link per missing item to its row on this
// page, where its Change link leads to the section that completes it. The
// summary stands at the top of the page (GOV.UK), in the page's slot for it.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import { pathIn } from '@/lib/i18n/paths'

/** The id of the element at the top of the page where a refusal's summary goes. */
export const SUBMIT_ERRORS_SLOT = 'renewal-submit-errors'

type Props = {
  profileId: number
  /** Each item's name in the page's language and the id of its row on the page. */
  items: Record<string, { name: string; target: string }>
  resubmit: boolean
}

export function SubmitRenewal({ profileId, items, resubmit }: Props) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([])
  const [attempt, setAttempt] = useState(0)
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    // The slot is the server-rendered page's; it exists once this has mounted.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(document.getElementById(SUBMIT_ERRORS_SLOT))
  }, [])

  async function submit() {
    setBusy(true)
    try {
      const { message } = await apiFetch(`/api/ngo/${profileId}/renewal/submission`, { method: 'POST' })
      setProblems([])
      toast.success(t(message))
      router.push(pathIn(language, '/profile'))
      router.refresh()
    } catch (error) {
      const missing = error instanceof ApiRequestError ? Object.keys(error.errors).filter((key) => key in items) : []
      setProblems(missing.length > 0 ? missing.map((key) => ({ message: items[key].name, target: items[key].target })) : [{ message: t(errorMessage(error)) }])
      setAttempt((count) => count + 1)
    } finally {
      setBusy(false)
    }
  }

  const summary = <ErrorSummary items={problems} attempt={attempt} title={problems.length > 0 && problems[0].target ? t('Complete every item before you submit') : undefined} />
  return (
    <div>
      {slot ? createPortal(summary, slot) : summary}
      <button type="button" className="button" onClick={submit} disabled={busy}>
        {t(resubmit ? 'Submit again' : 'Submit the renewal')}
      </button>
    </div>
  )
}
