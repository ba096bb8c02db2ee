import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useUnsubscribe, useUnsubscribeTarget } from '../api/subscriptions'

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
      <h1 className={headingH1}>{m.content_unsubscribe_title()}</h1>
      {!token || target.isError ? (
        <p role="alert">
          {target.isError ? errorMessage(target.error) : m.content_unsubscribe_invalid()}
        </p>
      ) : done ? (
        <p role="status">{m.content_unsubscribe_done({ email: email ?? '' })}</p>
      ) : target.isPending ? (
        <Spinner label={m.content_unsubscribe_loading()} showLabel />
      ) : (
        <>
          <p>{m.content_unsubscribe_question({ email: email ?? '' })}</p>
          {unsubscribe.isError && <p role="alert">{errorMessage(unsubscribe.error)}</p>}
          <div>
            <Button
              tone="danger"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {m.content_unsubscribe_title()}
            </Button>
          </div>
        </>
      )}
      <div>
        <ButtonLink to="/" variant="outline">
          {m.content_back_home()}
        </ButtonLink>
      </div>
    </div>
  )
}
