import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { roleLabels, staffMessages } from '#core/staff-roles'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSessionUser } from '~/lib/session'
import { useAcceptInvitation } from '../api/staff'

/**
 * /staff-invitation?token=…: the invited person, signed in, accepts the roles an owner gave them
 * (decision 072). Accepting is a button, not the opening of the page: it gives powers, and the
 * person should see which account they are signed in with first.
 */
export function StaffInvitationPage({ token }: { token?: string }) {
  const accept = useAcceptInvitation()
  const user = useSessionUser()
  return (
    <div className={cx(section({ width: '2xl', spacing: 'xl' }), stackGap5)}>
      <h1 className={headingH1}>Join the staff</h1>
      {accept.isSuccess ? (
        <>
          <p role="status">
            Welcome aboard: you can now work in the back office as{' '}
            {accept.data.roles.map((role) => roleLabels[role]).join(', ')}.
          </p>
          <div>
            <ButtonLink to="/admin">Open the Admin Dashboard</ButtonLink>
          </div>
        </>
      ) : !token ? (
        <p role="alert">
          {staffMessages.invitationInvalid} Ask the owner who invited you for a new one.
        </p>
      ) : (
        <>
          <p>
            You were invited to help run the site. You are signed in as{' '}
            <strong>{user?.username}</strong> ({user?.email}); the invitation is for the account
            that uses the address it was sent to.
          </p>
          {accept.isError ? <p role="alert">{errorMessage(accept.error)}</p> : null}
          <div>
            <Button disabled={accept.isPending} onClick={() => accept.mutate(token)}>
              Accept Invitation
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
