import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { PasswordResetRequestSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
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
          title: m.account_reset_link_failed(),
          description: errorMessage(error),
          type: 'error',
        })
      },
    })
  }

  return (
    <PageSection>
      <div className={css({ maxW: 'md', mx: 'auto', display: 'grid', gap: '5' })}>
        <h1 className={headingH1}>{m.account_forgot_title()}</h1>
        {request.isSuccess ? (
          <div role="status" className={stackGap4}>
            <p className={css({ textStyle: 'lead' })}>{request.data.message}</p>
            <p className={mutedText}>{m.account_reset_link_note()}</p>
            <Link to="/auth" className={linkStyle}>
              {m.account_back_to_log_in()}
            </Link>
          </div>
        ) : (
          <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
            <p className={mutedText}>{m.account_forgot_lead()}</p>
            <TextField
              label={m.account_email()}
              type="email"
              autoComplete="email"
              error={form.errors.email}
              required
              {...form.register('email')}
            />
            <Button type="submit" size="lg" fullWidth disabled={request.isPending}>
              {request.isPending ? m.account_sending() : m.account_send_reset_link()}
            </Button>
            <Link to="/auth" className={linkStyle}>
              {m.account_back_to_log_in()}
            </Link>
          </form>
        )}
      </div>
    </PageSection>
  )
}
