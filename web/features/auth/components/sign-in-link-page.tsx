import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { brand } from '#core/brand'
import { authMessages, SignInLinkRequestSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { Button } from '~/components/ui/button'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH1, mutedText } from '~/components/ui/typography'
import { announceSignIn } from '~/entities/account/components/use-sign-in-submit'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useConfirmSignInLink, useRequestSignInLink } from '../api/sign-in-link'
import { safeRedirect } from '../lib/safe-redirect'
import { useContinueAfterSignIn } from './use-continue-after-sign-in'

const linkStyle = css({ color: 'secondary.fg', fontWeight: '600' })
const EmailSchema = v.object({ email: SignInLinkRequestSchema.entries.email })

interface SignInLinkPageProps {
  /** The e-mailed link's token; without one, the page asks for a link. */
  token: string | undefined
  /** Where to go once signed in; only a path on this site is followed. */
  redirectTo: string | undefined
}

/** The way back to this page's first step, keeping where the visitor is headed. */
function redirectSearch(redirectTo: string | undefined) {
  const redirect = safeRedirect(redirectTo, '')
  return redirect ? { redirect } : {}
}

/**
 * /sign-in-link: signing in without a password (WCAG 3.3.8, decision 085). Without a token it
 * e-mails a link; with the link's token a button signs in — a button, not the page's opening,
 * so a mail scanner that follows the link signs nobody in and spends nothing.
 */
export function SignInLinkPage({ token, redirectTo }: SignInLinkPageProps) {
  return (
    <PageSection>
      <div className={css({ maxW: 'md', mx: 'auto', display: 'grid', gap: '5' })}>
        {token ? (
          <ConfirmSignIn token={token} redirectTo={redirectTo} />
        ) : (
          <AskForLink redirectTo={redirectTo} />
        )}
      </div>
    </PageSection>
  )
}

function AskForLink({ redirectTo }: { redirectTo: string | undefined }) {
  const form = useSchemaForm(EmailSchema, { email: '' })
  const request = useRequestSignInLink()
  const back = redirectSearch(redirectTo)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate()
    if (!input) return
    request.mutate(
      { ...input, ...back },
      {
        onError: (error) => {
          toaster.create({
            title: m.account_sign_in_link_failed(),
            description: errorMessage(error),
            type: 'error',
          })
        },
      },
    )
  }

  const toPassword = (
    <Link to="/auth" search={back} className={linkStyle}>
      {m.account_sign_in_with_password()}
    </Link>
  )
  return (
    <>
      <h1 className={headingH1}>{m.account_sign_in_link_title()}</h1>
      {request.isSuccess ? (
        <div role="status" className={stackGap4}>
          <p className={css({ textStyle: 'lead' })}>{request.data.message}</p>
          <p className={mutedText}>{m.account_sign_in_link_note()}</p>
          {toPassword}
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
          <p className={mutedText}>{m.account_sign_in_link_lead()}</p>
          <TextField
            label={m.account_email()}
            type="email"
            autoComplete="email"
            error={form.errors.email}
            required
            {...form.register('email')}
          />
          <Button type="submit" size="lg" fullWidth disabled={request.isPending}>
            {request.isPending ? m.account_sending() : m.account_send_sign_in_link()}
          </Button>
          {toPassword}
        </form>
      )}
    </>
  )
}

function ConfirmSignIn({ token, redirectTo }: { token: string; redirectTo: string | undefined }) {
  const continueAfterSignIn = useContinueAfterSignIn(redirectTo)
  const confirm = useConfirmSignInLink(
    announceSignIn(
      {
        title: m.account_login_success(),
        description: m.account_login_success_text({ name: brand.name }),
      },
      continueAfterSignIn,
    ),
  )
  return (
    <>
      <h1 className={headingH1}>{m.account_sign_in_link_confirm_title()}</h1>
      {confirm.isError ? (
        <div role="alert" className={stackGap3}>
          <p className={css({ textStyle: 'lead' })}>
            {errorMessage(confirm.error) || authMessages.signInLinkInvalid}
          </p>
          <Link to="/sign-in-link" search={redirectSearch(redirectTo)} className={linkStyle}>
            {m.account_sign_in_link_new()}
          </Link>
        </div>
      ) : (
        <div className={stackGap4}>
          <p className={mutedText}>{m.account_sign_in_link_confirm_lead({ site: brand.name })}</p>
          <Button
            size="lg"
            fullWidth
            disabled={confirm.isPending || confirm.isSuccess}
            onClick={() => confirm.mutate({ token })}
          >
            {confirm.isPending ? m.account_logging_in() : m.account_log_in()}
          </Button>
        </div>
      )}
    </>
  )
}
