import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { useSendVerification } from '../api/email-verification'

/** Verified, or not yet with a way to get a new link. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const send = useSendVerification()
  if (verified) {
    return (
      <Badge tone="success" size="sm" className={css({ ms: '2' })}>
        {m.account_verified()}
      </Badge>
    )
  }
  return (
    <span
      className={css({
        display: 'inline-flex',
        flexWrap: 'wrap',
        gap: '2',
        alignItems: 'center',
        ms: '2',
      })}
    >
      <Badge tone="accent" size="sm">
        {m.account_not_verified()}
      </Badge>
      <Button
        size="sm"
        variant="link"
        disabled={send.isPending || send.isSuccess}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (answer) =>
              toaster.create({
                type: 'success',
                title: m.account_check_email(),
                description: answer.message,
              }),
            onError: (error) =>
              toaster.create({
                type: 'error',
                title: m.account_link_failed(),
                description: errorMessage(error),
              }),
          })
        }
      >
        {send.isSuccess ? m.account_link_sent() : m.account_send_verification()}
      </Button>
    </span>
  )
}
