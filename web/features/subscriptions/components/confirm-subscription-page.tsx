import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSpendOnce } from '~/lib/use-spend-once'
import { useConfirmSubscription } from '../api/subscriptions'

const invalid = 'This confirmation link is invalid or has expired.'

/** /confirm-subscription?token=…: the second step of double opt-in. */
export function ConfirmSubscriptionPage({ token }: { token?: string }) {
  const confirm = useConfirmSubscription()
  const { mutate } = confirm
  useSpendOnce(token, mutate)

  return (
    <div className={cx(section({ width: '2xl', spacing: 'xl' }), stackGap5)}>
      <h1 className={headingH1}>Confirm your subscription</h1>
      {confirm.isSuccess ? (
        <p role="status">
          Thank you: {confirm.data.email} is subscribed. Every email we send has a link to
          unsubscribe.
        </p>
      ) : !token || confirm.isError ? (
        <p role="alert">
          {confirm.isError ? errorMessage(confirm.error) : invalid} Sign up again to get a new link.
        </p>
      ) : (
        <Spinner label="Confirming..." showLabel />
      )}
      <div>
        <ButtonLink to="/">Back to the home page</ButtonLink>
      </div>
    </div>
  )
}
