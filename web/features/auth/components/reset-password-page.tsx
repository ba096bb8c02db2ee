import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { authMessages, PasswordResetConfirmSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { Button } from '~/components/ui/button'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useResetPassword } from '../api/reset-password'

const ResetPasswordFormSchema = v.pipe(
  v.object({ ...PasswordResetConfirmSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => m.account_passwords_mismatch(),
    ),
    ['confirmPassword'],
  ),
)
const linkStyle = css({ color: 'secondary.fg', fontWeight: '600' })

function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className={stackGap3}>
      <p className={css({ textStyle: 'lead' })}>{message}</p>
      <Link to="/forgot-password" className={linkStyle}>
        {m.account_request_new_link()}
      </Link>
    </div>
  )
}

/** /reset-password?token=…: the e-mailed link; a new password, then sign in with it. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const form = useSchemaForm(ResetPasswordFormSchema, {
    token: token ?? '',
    password: '',
    confirmPassword: '',
  })
  const reset = useResetPassword()
  const navigate = useNavigate()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate()
    if (!input) return
    reset.mutate(
      { token: input.token, password: input.password },
      {
        onSuccess: () => {
          toaster.create({
            title: m.account_password_reset(),
            description: m.account_password_reset_text(),
            type: 'success',
          })
          void navigate({ to: '/auth' })
        },
      },
    )
  }

  return (
    <PageSection>
      <div className={css({ maxW: 'md', mx: 'auto', display: 'grid', gap: '5' })}>
        <h1 className={headingH1}>{m.account_reset_title()}</h1>
        {!token ? (
          <InvalidLink message={authMessages.resetLinkInvalid} />
        ) : (
          <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
            {reset.isError ? <InvalidLink message={errorMessage(reset.error)} /> : null}
            <TextField
              label={m.account_new_password()}
              type="password"
              autoComplete="new-password"
              error={form.errors.password}
              required
              {...form.register('password')}
            />
            <TextField
              label={m.account_confirm_new_password()}
              type="password"
              autoComplete="new-password"
              error={form.errors.confirmPassword}
              required
              {...form.register('confirmPassword')}
            />
            <Button type="submit" size="lg" fullWidth disabled={reset.isPending}>
              {reset.isPending ? m.account_saving() : m.account_set_new_password()}
            </Button>
          </form>
        )}
      </div>
    </PageSection>
  )
}
