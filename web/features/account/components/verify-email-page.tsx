import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { errorMessage } from '~/lib/api-request'
import { useVerifyEmail } from '../api/email-verification'

/** /verify-email?token=…: confirms the address the link was sent to. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useVerifyEmail()
  const { mutate } = verify
  useEffect(() => {
    if (token) mutate(token)
  }, [token, mutate])

  return (
    <div
      className={container({
        maxW: '2xl',
        py: { base: '12', md: '20' },
        display: 'grid',
        gap: '5',
      })}
    >
      <h1 className={css({ textStyle: 'h1' })}>Confirm your e-mail</h1>
      {!token || verify.isError ? (
        <p role="alert">
          {verify.isError
            ? errorMessage(verify.error)
            : 'This verification link is invalid or has expired.'}{' '}
          You can ask for a new link on your account page.
        </p>
      ) : verify.isSuccess ? (
        <p role="status">Thank you: your e-mail address is confirmed.</p>
      ) : (
        <Spinner label="Confirming..." showLabel />
      )}
      <div>
        <ButtonLink to="/account">Go to Your Account</ButtonLink>
      </div>
    </div>
  )
}
