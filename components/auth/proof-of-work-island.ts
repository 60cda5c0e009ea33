// The proof of work of a sign-up while many arrive (decision 024; its box:
// proof-of-work.tsx). It fetches a challenge the portal signed, solves it in
// two web workers (altcha-lib; about a second of a phone's work) and writes
// the solution into the form's `altcha` field; the form's own script
// (auth-forms-island.ts) holds the sign-up back until it is there. A
// challenge is good for ten minutes: one that runs out is replaced. Built by
// scripts/build-islands.mjs, which names the workers' file; no React.
import { solveChallengeWorkers, type Challenge } from 'altcha-lib'

/** The workers' script (scripts/build-islands.mjs defines it). */
declare const PROOF_OF_WORK_WORKER: string
const WORKERS = 2

type State = 'verifying' | 'verified' | 'error' | 'expired'

function run(box: HTMLElement) {
  const texts = JSON.parse(box.dataset.texts ?? '{}') as Record<State, string>
  const state = box.querySelector<HTMLElement>('[role="status"]')!
  const field = box.querySelector<HTMLInputElement>('input[name="altcha"]')!
  const restart = box.querySelector<HTMLButtonElement>('[data-restart]')
  let expiry: ReturnType<typeof setTimeout> | undefined

  const show = (next: State) => {
    // A check that starts again after its challenge ran out runs as any other, and says why.
    box.dataset.state = next === 'expired' ? 'verifying' : next
    state.textContent = texts[next]
    if (restart) restart.hidden = next !== 'error'
  }

  async function solve(why: 'verifying' | 'expired' = 'verifying') {
    clearTimeout(expiry)
    field.value = ''
    show(why)
    try {
      const answer = await fetch('/api/auth/register/challenge', { headers: { accept: 'application/json' } })
      if (!answer.ok) throw new Error(`challenge: ${answer.status}`)
      const { challenge } = ((await answer.json()) as { data: { challenge: Challenge } }).data
      const solution = await solveChallengeWorkers({ challenge, concurrency: WORKERS, createWorker: () => new Worker(PROOF_OF_WORK_WORKER) })
      if (!solution) throw new Error('no solution')
      // What the server reads (lib/auth/proof-of-work.ts): the challenge it signed and the solution, as base64 JSON.
      field.value = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
      show('verified')
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000
      if (expiresAt > 0) {
        expiry = setTimeout(() => void solve('expired'), Math.max(0, expiresAt - Date.now() - 5_000))
      }
    } catch {
      field.value = ''
      show('error')
    }
  }

  restart?.addEventListener('click', () => void solve())
  box.hidden = false
  void solve()
}

for (const box of document.querySelectorAll<HTMLElement>('[data-island="proof-of-work"]')) run(box)
