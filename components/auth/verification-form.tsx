import type { FormFlow, FormOutcome } from '@/lib/auth/form-state'
import { getLabels } from '@/lib/i18n/server'
import { AuthForm, AuthPanel, refusalText } from './auth-form'
import { CodeStep } from './code-step'

/**
 * The verification of a mobile number (spec section 2): the number the
 * previous page handed over (`flow`, lib/auth/form-state.ts) and its code.
 * `outcome`: what the last post left.
 */
export async function VerificationForm({ flow, outcome }: { flow: FormFlow; outcome: FormOutcome | null }) {
  const { t, language } = await getLabels()
  const error = outcome?.errors.mpin
  const summary = outcome?.refusal ? [{ message: refusalText(outcome.refusal, t), target: error ? 'field-mpin' : undefined }] : []
  return (
    <AuthPanel title={t('Mobile Number Verification')} notice={outcome?.notice} summary={summary} t={t}>
      <AuthForm action="verification" language={language} t={t}>
        <input type="hidden" name="step" value="verification" />
        <CodeStep
          mobile={flow.mobile}
          language={language}
          t={t}
          submitLabel={t('Verify')}
          value={outcome?.values.mpin}
          error={error}
          note={flow.fromRegistration ? t('If this number already had an account, the SMS says so instead of giving a code.') : undefined}
        />
      </AuthForm>
    </AuthPanel>
  )
}
