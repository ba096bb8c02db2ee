import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSpendOnce } from '~/lib/use-spend-once'
import { useConfirmSubscription } from '../api/subscriptions'

/** /confirm-subscription?token=…: the second step of double opt-in. */
export function ConfirmSubscriptionPage({ token }: { token?: string }) {
  const confirm = useConfirmSubscription()
  const { mutate } = confirm
  useSpendOnce(token, mutate)

  return (
    <div className={cx(section({ width: '2xl', spacing: 'xl' }), stackGap5)}>
      <h1 className={headingH1}>{m.content_confirm_heading()}</h1>
      {confirm.isSuccess ? (
        <p role="status">{m.content_confirm_done({ email: confirm.data.email })}</p>
      ) : !token || confirm.isError ? (
        <p role="alert">
          {confirm.isError ? errorMessage(confirm.error) : m.content_confirm_invalid()}{' '}
          {m.content_confirm_sign_up_again()}
        </p>
      ) : (
        <Spinner label={m.content_confirm_confirming()} showLabel />
      )}
      <div>
        <ButtonLink to="/">{m.content_back_home()}</ButtonLink>
      </div>
    </div>
  )
}
