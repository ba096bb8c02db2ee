import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { type PrivacyRequestInput, PrivacyRequestSchema } from '#core/schemas/privacy'
import { m } from '#i18n/messages'
import { NarrowPage } from '~/components/blocks/narrow-page'
import { Button } from '~/components/ui/button'
import * as RadioGroup from '~/components/ui/radio-group'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { mutedText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useAskPrivacyRequest, useConfirmPrivacyRequest } from '../api/privacy-request'

const linkStyle = css({ color: 'secondary.fg', fontWeight: '600' })
const alertStyle = css({ color: 'danger.fg', fontWeight: '600' })

const kinds = [
  { value: 'copy', text: m.content_privacy_request_copy },
  { value: 'deletion', text: m.content_privacy_request_deletion },
] as const satisfies readonly { value: PrivacyRequestInput['kind']; text: () => string }[]

/**
 * /privacy-request (issue 37, decision 091): someone without an account asks for a copy of what
 * is held under their address, or its deletion; the e-mailed link (`?token=`) brings them back
 * to confirm it with a press — never on opening, so a mail scanner confirms nothing.
 */
export function PrivacyRequestPage({ token }: { token: string | undefined }) {
  return token ? <ConfirmRequest token={token} /> : <AskRequest />
}

function AskRequest() {
  const form = useSchemaForm(PrivacyRequestSchema, {
    email: '',
    kind: 'copy' as PrivacyRequestInput['kind'],
  })
  const ask = useAskPrivacyRequest()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate()
    if (input) ask.mutate(input)
  }

  return (
    <NarrowPage title={m.content_privacy_request_title()}>
      {ask.isSuccess ? (
        <div role="status" className={stackGap4}>
          <p className={css({ textStyle: 'lead' })}>{ask.data.message}</p>
          <p className={mutedText}>{m.content_privacy_request_note()}</p>
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
          <p>{m.content_privacy_request_lead()}</p>
          <p className={mutedText}>
            {m.content_privacy_request_members()}{' '}
            <Link to="/account" className={linkStyle}>
              {m.content_privacy_request_account_link()}
            </Link>
          </p>
          <TextField
            label={m.account_email()}
            type="email"
            autoComplete="email"
            error={form.errors.email}
            required
            {...form.register('email')}
          />
          <RadioGroup.Root
            value={form.values.kind}
            onValueChange={(details) =>
              details.value && form.set('kind', details.value as PrivacyRequestInput['kind'])
            }
          >
            <RadioGroup.Label>{m.content_privacy_request_kind()}</RadioGroup.Label>
            {kinds.map((kind) => (
              <RadioGroup.Item key={kind.value} value={kind.value}>
                <RadioGroup.ItemControl />
                <RadioGroup.ItemText>{kind.text()}</RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {form.values.kind === 'deletion' ? (
            <p className={mutedText}>{m.content_privacy_request_kept()}</p>
          ) : null}
          {ask.isError ? (
            <p role="alert" className={alertStyle}>
              {errorMessage(ask.error)}
            </p>
          ) : null}
          <Button type="submit" size="lg" fullWidth disabled={ask.isPending}>
            {ask.isPending ? m.content_privacy_request_sending() : m.content_privacy_request_send()}
          </Button>
        </form>
      )}
    </NarrowPage>
  )
}

function ConfirmRequest({ token }: { token: string }) {
  const confirm = useConfirmPrivacyRequest()
  return (
    <NarrowPage
      title={
        confirm.isSuccess
          ? m.content_privacy_request_confirmed_title()
          : m.content_privacy_request_confirm_title()
      }
    >
      {confirm.isSuccess ? (
        <div role="status" className={stackGap3}>
          <p className={css({ textStyle: 'lead' })}>{confirm.data.message}</p>
          <p className={mutedText}>{m.content_privacy_request_confirmed_note()}</p>
        </div>
      ) : (
        <div className={stackGap4}>
          <p>{m.content_privacy_request_confirm_lead()}</p>
          {confirm.isError ? (
            <p role="alert" className={alertStyle}>
              {errorMessage(confirm.error)}
            </p>
          ) : null}
          <Button
            size="lg"
            fullWidth
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending
              ? m.content_privacy_request_confirming()
              : m.content_privacy_request_confirm()}
          </Button>
        </div>
      )}
    </NarrowPage>
  )
}
