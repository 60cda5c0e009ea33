import type { FormFlow, FormOutcome } from '@/lib/auth/form-state'
import { typedAttributes } from '@/components/typed-text'
import { localName } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import type { Language, Translate } from '@/lib/i18n/shared'
import { AuthForm, AuthPanel, refusalText } from './auth-form'
import styles from './auth-form.module.css'
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
      {flow.fromRegistration ? <AlreadyRegistered profiles={flow.registered ?? []} language={language} t={t} /> : null}
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

/**
 * The sign-up's warning (decision 094): the DAO registration number is
 * already that of a published profile, so the organisation may be in the
 * registry already. The profiles open in a new tab, so the code can still be
 * entered here, each named in the page's language where it has that name.
 */
function AlreadyRegistered({ profiles, language, t }: { profiles: NonNullable<FormFlow['registered']>; language: Language; t: Translate }) {
  if (profiles.length === 0) return null
  return (
    <div className={styles.warning} role="note">
      <p>{t('An organisation with this DAO Registration No. is already in the registry:')}</p>
      <ul>
        {profiles.map((profile) => {
          const name = localName(language, profile.name, profile.name_en)
          return (
            <li key={profile.id}>
              <a href={pathIn(language, `/profile/${profile.id}`)} target="_blank" rel="noopener" {...typedAttributes(language, name)}>
                {name}
              </a>
            </li>
          )
        })}
      </ul>
      <p>{t('If it is your organisation, do not create a second profile: ask the person who keeps its profile, or the municipality, to give you access. If it is not, check the number you typed.')}</p>
    </div>
  )
}
