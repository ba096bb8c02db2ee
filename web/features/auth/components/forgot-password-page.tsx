import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { PasswordResetRequestSchema } from '#core/schemas/auth'
import { PageSection } from '~/components/blocks/page-section'
import { Button } from '~/components/ui/button'
import { stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH1, mutedText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useRequestPasswordReset } from '../api/request-password-reset'

const linkStyle = css({ color: 'secondary.fg', fontWeight: '600' })

/** /forgot-password: an e-mail address in, the API's same-for-everyone answer out. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(PasswordResetRequestSchema, { email: '' })
  const request = useRequestPasswordReset()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate()
    if (!input) return
    request.mutate(input, {
      onError: (error) => {
        toaster.create({
          title: 'Could not send the reset link',
          description: errorMessage(error),
          type: 'error',
        })
      },
    })
  }

  return (
    <PageSection>
      <div className={css({ maxW: 'md', mx: 'auto', display: 'grid', gap: '5' })}>
        <h1 className={headingH1}>Forgot your password?</h1>
        {request.isSuccess ? (
          <div role="status" className={stackGap4}>
            <p className={css({ textStyle: 'lead' })}>{request.data.message}</p>
            <p className={mutedText}>
              The link works once, for one hour. Nothing arrived? Check your spam folder.
            </p>
            <Link to="/auth" className={linkStyle}>
              Back to Log In
            </Link>
          </div>
        ) : (
          <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
            <p className={mutedText}>
              Enter the email address of your account and we'll send you a link to choose a new
              password.
            </p>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={form.errors.email}
              required
              {...form.register('email')}
            />
            <Button type="submit" size="lg" fullWidth disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Link to="/auth" className={linkStyle}>
              Back to Log In
            </Link>
          </form>
        )}
      </div>
    </PageSection>
  )
}
