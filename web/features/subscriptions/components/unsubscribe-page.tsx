import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useUnsubscribe, useUnsubscribeTarget } from '../api/subscriptions'

const invalid = 'This unsubscribe link is invalid.'

/**
 * /unsubscribe?token=…, the link at the foot of every newsletter: asks first (a link scanner
 * opening the page unsubscribes nobody), then confirms on screen. Mail apps' own one-click button
 * posts to the API directly (RFC 8058, decision 029).
 */
export function UnsubscribePage({ token }: { token?: string }) {
  const target = useUnsubscribeTarget(token)
  const unsubscribe = useUnsubscribe()
  const done = unsubscribe.isSuccess || target.data?.status === 'unsubscribed'
  const email = unsubscribe.data?.email ?? target.data?.email

  return (
    <div className={cx(section({ width: '2xl', spacing: 'xl' }), stackGap5)}>
      <h1 className={headingH1}>Unsubscribe</h1>
      {!token || target.isError ? (
        <p role="alert">{target.isError ? errorMessage(target.error) : invalid}</p>
      ) : done ? (
        <p role="status">
          {email} is unsubscribed: you will get no more newsletters from us. Changed your mind? Sign
          up again on the home page.
        </p>
      ) : target.isPending ? (
        <Spinner label="Loading..." showLabel />
      ) : (
        <>
          <p>Stop sending newsletters to {email}?</p>
          {unsubscribe.isError && <p role="alert">{errorMessage(unsubscribe.error)}</p>}
          <div>
            <Button
              tone="danger"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              Unsubscribe
            </Button>
          </div>
        </>
      )}
      <div>
        <ButtonLink to="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </div>
    </div>
  )
}
