import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { brand } from '#core/brand'
import { authMessages, LoginSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import { SubmitWithRefusal } from '~/components/ui/form-refusal'
import { stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import type { SessionUser } from '~/lib/session'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useLogIn } from '../api/log-in'
import { announceSignIn, useSignInSubmit } from './use-sign-in-submit'

const sideLinkStyle = css({ fontSize: 'sm', fontWeight: '600', color: 'secondary.fg' })

/**
 * Username and password; `onSignedIn` follows the spec's success toast (/auth, /checkout). Beside
 * them, a way in without typing a password at all (WCAG 3.3.8): a link by e-mail, which brings
 * the visitor back to `redirectTo`.
 */
export function LoginForm({
  onSignedIn,
  redirectTo,
}: {
  onSignedIn: (user: SessionUser) => void
  redirectTo?: string
}) {
  const form = useSchemaForm(LoginSchema, { username: '', password: '' })
  const logIn = useLogIn(
    announceSignIn(
      {
        title: m.account_login_success(),
        description: m.account_login_success_text({ name: brand.name }),
      },
      onSignedIn,
    ),
  )
  const { send, refusal } = useSignInSubmit(logIn, {
    title: m.account_login_failed(),
    fallback: authMessages.invalidCredentials,
  })
  const { errors, register } = form

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const credentials = form.validate()
    if (credentials) send(credentials)
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
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
        autoComplete="current-password"
        error={errors.password}
        required
        {...register('password')}
      />
      <Link to="/forgot-password" className={cx(sideLinkStyle, css({ justifySelf: 'end' }))}>
        {m.account_forgot_password_link()}
      </Link>
      <SubmitWithRefusal refusal={refusal} size="lg" fullWidth disabled={logIn.isPending}>
        {logIn.isPending ? m.account_logging_in() : m.account_log_in()}
      </SubmitWithRefusal>
      <Link
        to="/sign-in-link"
        search={redirectTo ? { redirect: redirectTo } : {}}
        className={cx(sideLinkStyle, css({ justifySelf: 'center' }))}
      >
        {m.account_sign_in_link_offer()}
      </Link>
    </form>
  )
}
