// The script of the auth pages, which are sent as documents without React
// (decision 070). The forms work without it: each is a plain form the portal
// answers (lib/auth/form-posts.ts). With it, a form is still sent as that
// same post, and before it leaves:
// - its fields are checked as the server checks them (lib/auth/form-checks.ts),
//   and what is wrong is said where it is: the error summary, which takes the
//   focus and links to each field, and the message at the field;
// - "Forgot password?" asks first, naming the number the code will go to, in
//   the portal's dialog; a number not verified yet is asked whether to go to
//   its verification as the page opens (decision 087);
// - the code fields keep only digits, at most 6 (Nepali ones become Latin),
//   and the button beside them waits for all 6;
// - the sign-up waits for its proof of work (proof-of-work-island.ts) when the
//   page runs one;
// - the main button says "Please wait…" and the form is sent once.
// The texts come translated in the form's `data-texts`. Built by
// scripts/build-islands.mjs; no React.
import { isBackdropPress, goToField, keepTabInside } from '@/components/ui/focus'
import { checkCode, checkNewPassword, checkRegistration, checkResetMobile, checkSignIn, type Checked, type FormFields } from '@/lib/auth/form-checks'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { CODE_LENGTH } from '@/lib/auth/schemas'
import { toLatinDigits, toNepaliDigits } from '@/lib/calendar/digits'

/** The checks of each form post (the last part of the address it posts to), as the server makes them. */
const CHECKS: Record<string, (fields: FormFields) => Checked<unknown>> = {
  login: checkSignIn,
  'reset-code': checkResetMobile,
  register: checkRegistration,
  verification: checkCode,
  // "Back" on the recovery's second step sends nothing to check.
  'recover-code': (fields) => (fields.get('back') === null ? checkCode(fields) : { ok: true, data: null }),
  recover: checkNewPassword,
}

const isCompleteCode = (value: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value)

type Question = { dialog: HTMLDialogElement; returnFocus: HTMLElement | null; onConfirm: () => void; onDecline?: () => void }

/** The dialog of a question the server drew in a <template> (components/auth/question-dialog.tsx), to put in the page. */
function questionDialog(id: string): HTMLDialogElement | null {
  const template = document.getElementById(id)
  const dialog = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null
  return dialog instanceof HTMLDialogElement ? (dialog.cloneNode(true) as HTMLDialogElement) : null
}

/**
 * Asks a question in its dialog, at the end of the page while it is open;
 * the focus returns where it was, or to `returnFocus`.
 */
function ask({ dialog, returnFocus, onConfirm, onDecline }: Question) {
  const back = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
  const controller = new AbortController()
  const { signal } = controller
  const finish = (confirmed: boolean) => {
    controller.abort()
    dialog.close()
    dialog.remove()
    if (confirmed) {
      onConfirm()
      return
    }
    onDecline?.()
    if (back?.isConnected) back.focus()
  }
  dialog.addEventListener('keydown', (event) => keepTabInside(event, dialog), { signal })
  dialog.addEventListener(
    'cancel',
    (event) => {
      // Escape: closed here, so the focus goes back as it does for every way out.
      event.preventDefault()
      finish(false)
    },
    { signal },
  )
  dialog.addEventListener(
    'mousedown',
    (event) => {
      if (isBackdropPress(event, dialog)) finish(false)
    },
    { signal },
  )
  dialog.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.hasAttribute('data-dialog-cancel')) finish(false)
      else if (button?.hasAttribute('data-dialog-confirm')) finish(true)
    },
    { signal },
  )
  document.body.append(dialog)
  dialog.showModal()
}

function enhance(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.texts ?? '{}') as Record<string, string>
  const summary = document.getElementById('error-summary')
  const mainButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')]
  const mainLabel = mainButton?.textContent ?? ''
  let sending = false
  let confirmed: HTMLButtonElement | null = null

  // The answer may count on scripts (a sign-up that needs the proof of work is told to let it run).
  form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'scripts', value: 'on' }))

  /** The message at a field (null: none), tied to it for assistive technology as the server's are. */
  function setFieldError(input: HTMLInputElement, message: string | null) {
    const id = `${input.id}-error`
    let line = document.getElementById(id)
    if (message === null) {
      line?.remove()
      input.removeAttribute('aria-invalid')
    } else {
      if (!line) {
        line = Object.assign(document.createElement('span'), { id, className: 'field-error' })
        input.parentElement?.append(line)
      }
      line.textContent = message
      input.setAttribute('aria-invalid', 'true')
    }
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((part) => part && part !== id)
    if (message !== null) described.push(id)
    if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '))
    else input.removeAttribute('aria-describedby')
  }

  /** The summary's lines, a field's linked to it; empty: hidden. */
  function fillSummary(lines: { message: string; target?: string }[], takeFocus: boolean) {
    if (!summary) return
    const list = summary.querySelector('ul')!
    list.replaceChildren(
      ...lines.map(({ message, target }) => {
        const item = document.createElement('li')
        if (!target) {
          item.textContent = message
          return item
        }
        const link = Object.assign(document.createElement('a'), { href: `#${target}`, textContent: message })
        item.append(link)
        return item
      }),
    )
    summary.hidden = lines.length === 0
    if (lines.length > 0 && takeFocus) summary.focus()
  }

  /**
   * Says what is wrong, in the order of the form's fields; false (and
   * nothing said) when a message has no text here or no field to stand at:
   * the server says it then.
   */
  function showErrors(errors: Record<string, string>): boolean {
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[id^="field-"]')]
    const fields = new Set(inputs.map((input) => input.name))
    if (Object.entries(errors).some(([name, message]) => texts[message] === undefined || !fields.has(name))) return false
    const lines: { message: string; target?: string }[] = []
    for (const input of inputs) {
      const message = errors[input.name]
      setFieldError(input, message === undefined ? null : texts[message])
      if (message !== undefined) lines.push({ message: texts[message], target: input.id })
    }
    fillSummary(lines, true)
    return true
  }

  /** The form is on its way: its buttons wait (not disabled, which would leave the sending button's name out of the post). */
  function markSending() {
    sending = true
    for (const button of buttons) button.setAttribute('aria-disabled', 'true')
    if (mainButton) mainButton.textContent = texts['Please wait…'] ?? mainLabel
    form.setAttribute('aria-busy', 'true')
  }

  // Back to the page from the browser's history: the form as it was, to be sent again.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    sending = false
    confirmed = null
    for (const button of buttons) button.removeAttribute('aria-disabled')
    if (mainButton) mainButton.textContent = mainLabel
    form.removeAttribute('aria-busy')
  })

  form.addEventListener('submit', (event) => {
    if (sending) {
      event.preventDefault()
      return
    }
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
    // A button's formAction is the page's address when it names none: the form's own then.
    const action = new URL(submitter?.hasAttribute('formaction') ? submitter.formAction : form.action).pathname.split('/').pop() ?? ''
    const fields = new FormData(form, submitter)
    const checked = CHECKS[action]?.(fields)
    if (checked && !checked.ok && showErrors(checked.errors)) {
      event.preventDefault()
      return
    }
    // The sign-up waits for the proof of work, when the page runs one.
    const proof = form.querySelector<HTMLInputElement>('input[name="altcha"]')
    if (action === 'register' && proof && !proof.value) {
      event.preventDefault()
      for (const input of form.querySelectorAll<HTMLInputElement>('input[id^="field-"]')) setFieldError(input, null)
      fillSummary([{ message: texts[AUTH_MESSAGES.proofOfWorkRequired] }], true)
      return
    }
    const question = submitter?.dataset.question && confirmed !== submitter ? questionDialog(submitter.dataset.question) : null
    if (question) {
      event.preventDefault()
      // The question names the number the code will go to, in the page's digits.
      const mobile = question.querySelector('[data-mobile]')
      const typed = String(fields.get('mobile') ?? '').trim()
      if (mobile) mobile.textContent = document.documentElement.lang === 'ne' ? toNepaliDigits(typed) : toLatinDigits(typed)
      ask({
        dialog: question,
        returnFocus: submitter,
        onConfirm: () => {
          confirmed = submitter
          form.requestSubmit(submitter)
        },
      })
      return
    }
    markSending()
  })

  // What the server said at a field goes once it is corrected; the summary stays until the next try.
  form.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.id.startsWith('field-') && event.target.getAttribute('aria-invalid')) setFieldError(event.target, null)
  })

  // The code fields: digits only, at most 6; their button waits for all 6.
  const codeButton = form.querySelector<HTMLButtonElement>('button[data-needs-code]')
  for (const code of form.querySelectorAll<HTMLInputElement>('input[data-code]')) {
    const update = () => {
      const digits = toLatinDigits(code.value).replace(/\D/g, '').slice(0, CODE_LENGTH)
      if (digits !== code.value) code.value = digits
      if (codeButton) codeButton.disabled = !isCompleteCode(digits)
    }
    code.addEventListener('input', update)
    update()
  }

  // A line of the summary moves to its field.
  summary?.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (link && link.hash && goToField(decodeURIComponent(link.hash.slice(1)))) event.preventDefault()
  })

  // A question the last post left for this page (the number is not verified yet): asked as the page opens.
  const opening = form.dataset.ask ? questionDialog(form.dataset.ask) : null
  if (opening) {
    ask({
      dialog: opening,
      returnFocus: mainButton,
      onConfirm: () => {
        const href = opening.querySelector<HTMLElement>('[data-dialog-confirm]')?.dataset.href
        if (href) window.location.assign(href)
      },
    })
  } else if (summary && !summary.hidden) {
    // The summary of the last post's errors is read at once.
    summary.focus()
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="auth-forms"]')) enhance(form)
