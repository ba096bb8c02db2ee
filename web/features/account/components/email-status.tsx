import { css } from 'styled-system/css'
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
        Verified
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
        Not verified
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
                title: 'Check your email',
                description: answer.message,
              }),
            onError: (error) =>
              toaster.create({
                type: 'error',
                title: 'Could not send the link',
                description: errorMessage(error),
              }),
          })
        }
      >
        {send.isSuccess ? 'Link sent' : 'Send verification link'}
      </Button>
    </span>
  )
}
