import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { authMessages } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSessionUser } from '~/lib/session'
import { useSpendOnce } from '~/lib/use-spend-once'
import { useVerifyEmail } from '../api/email-verification'

/** /verify-email?token=…: confirms the address the link was sent to. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useVerifyEmail()
  const { mutate } = verify
  const user = useSessionUser()
  useSpendOnce(token, mutate)
  // Opened again after it worked: the account already says so.
  const done = verify.isSuccess || (verify.isError && user?.emailVerified === true)

  return (
    <div className={cx(section({ width: '2xl', spacing: 'xl' }), stackGap5)}>
      <h1 className={headingH1}>{m.account_verify_title()}</h1>
      {done ? (
        <p role="status">{m.account_verify_done()}</p>
      ) : !token || verify.isError ? (
        <p role="alert">
          {verify.isError ? errorMessage(verify.error) : authMessages.verifyLinkInvalid}{' '}
          {m.account_verify_new_link()}
        </p>
      ) : (
        <Spinner label={m.account_confirming()} showLabel />
      )}
      <div>
        <ButtonLink to="/account">{m.account_go_to_account()}</ButtonLink>
      </div>
    </div>
  )
}
