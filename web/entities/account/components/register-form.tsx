import type { FormEvent } from 'react'
import { brand } from '#core/brand'
import {
  type AgeChoice,
  ageChoiceLabels,
  ageMessages,
  authMessages,
  RegisterSchema,
} from '#core/schemas/auth'
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
const ageChoices = Object.entries(ageChoiceLabels) as [AgeChoice, string][]

interface RegisterFormProps {
  onSignedIn: (user: SessionUser) => void
  /** What the visitor already typed elsewhere on the page (checkout's name and e-mail). */
  initial?: Partial<Pick<typeof empty, 'firstName' | 'lastName' | 'email'>>
}

/** The server's refusals that belong to one field, shown at it. */
const refusedField: Record<string, 'username' | 'password' | 'ageConfirmation' | undefined> = {
  [authMessages.usernameTaken]: 'username',
  [authMessages.commonPassword]: 'password',
  [ageMessages.under13]: 'ageConfirmation',
}

/** The spec's register form plus the age question (decision 020); the API signs the account in. */
export function RegisterForm({ onSignedIn, initial }: RegisterFormProps) {
  const form = useSchemaForm(RegisterSchema, { ...empty, ...initial })
  const registration = useRegister(
    announceSignIn(
      { title: 'Registration successful', description: `Welcome to ${brand.name}!` },
      onSignedIn,
    ),
  )
  const { errors, register } = form
  const { send, refusal } = useSignInSubmit(
    registration,
    { title: 'Registration failed', fallback: 'Could not create account' },
    (message) => {
      const field = refusedField[message]
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
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        required
        {...register('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username}
        required
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 6 characters; a common password is refused."
        error={errors.password}
        required
        {...register('password')}
      />
      <SelectField
        label="Who is signing up?"
        error={errors.ageConfirmation}
        required
        {...register('ageConfirmation')}
      >
        <option value="">Choose one</option>
        {ageChoices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SubmitWithRefusal refusal={refusal} size="lg" fullWidth disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </SubmitWithRefusal>
    </form>
  )
}
