import type { FormEvent } from 'react'
import { brand } from '#core/brand'
import {
  type AgeChoice,
  ageChoiceLabels,
  ageMessages,
  authMessages,
  RegisterSchema,
} from '#core/schemas/auth'
import { m } from '#i18n/messages'
import { NameFields } from '~/components/forms/name-fields'
import { SubmitWithRefusal } from '~/components/ui/form-refusal'
import { stackGap4 } from '~/components/ui/stack'
import { SelectField, TextField } from '~/components/ui/text-field'
import type { SessionUser } from '~/lib/session'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useRegister } from '../api/register'
import { announceSignIn, useSignInSubmit } from './use-sign-in-submit'

const empty = {
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  email: '',
  ageConfirmation: '',
}

// Asked neutrally (docs/decisions/020): no answer is suggested, and 'under 13' is a real choice.
// Read as the form renders: the labels are in the page's language.
const ageChoices = () => Object.entries(ageChoiceLabels) as [AgeChoice, string][]

interface RegisterFormProps {
  onSignedIn: (user: SessionUser) => void
  /** What the visitor already typed elsewhere on the page (checkout's name and e-mail). */
  initial?: Partial<Pick<typeof empty, 'firstName' | 'lastName' | 'email'>>
}

/**
 * The field a server's refusal belongs to, if one: compared with the messages in the language of
 * the moment, as the API answers in the page's language.
 */
function refusedField(message: string): 'username' | 'password' | 'ageConfirmation' | undefined {
  if (message === authMessages.usernameTaken) return 'username'
  if (message === authMessages.commonPassword) return 'password'
  if (message === ageMessages.under13) return 'ageConfirmation'
  return undefined
}

/** The spec's register form plus the age question (decision 020); the API signs the account in. */
export function RegisterForm({ onSignedIn, initial }: RegisterFormProps) {
  const form = useSchemaForm(RegisterSchema, { ...empty, ...initial })
  const registration = useRegister(
    announceSignIn(
      {
        title: m.account_register_success(),
        description: m.account_register_success_text({ name: brand.name }),
      },
      onSignedIn,
    ),
  )
  const { errors, register } = form
  const { send, refusal } = useSignInSubmit(
    registration,
    { title: m.account_register_failed(), fallback: m.account_register_failed_fallback() },
    (message) => {
      const field = refusedField(message)
      if (field) form.setError(field, message)
      return field !== undefined
    },
  )

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const account = form.validate()
    if (account) send(account)
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
      <NameFields register={register} errors={errors} />
      <TextField
        label={m.account_email()}
        type="email"
        autoComplete="email"
        error={errors.email}
        required
        {...register('email')}
      />
      <TextField
        label={m.account_username()}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username}
        required
        {...register('username')}
      />
      <TextField
        label={m.account_password()}
        type="password"
        autoComplete="new-password"
        helperText={m.account_password_hint()}
        error={errors.password}
        required
        {...register('password')}
      />
      <SelectField
        label={m.account_who_signs_up()}
        error={errors.ageConfirmation}
        required
        {...register('ageConfirmation')}
      >
        <option value="">{m.account_choose_one()}</option>
        {ageChoices().map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SubmitWithRefusal refusal={refusal} size="lg" fullWidth disabled={registration.isPending}>
        {registration.isPending ? m.account_creating_account() : m.account_create_account()}
      </SubmitWithRefusal>
    </form>
  )
}
