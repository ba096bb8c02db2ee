import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { UserIcon } from '~/components/blocks/icons'
import { useSession } from '~/lib/session'
import { useLogOut } from './use-log-out'
import { useReturnTo } from './use-return-to'

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'white',
  fontWeight: '600',
  fontSize: 'sm',
  textDecoration: 'none',
  px: '2',
  py: '1',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
})

const listStyle = css({ display: 'flex', alignItems: 'center', gap: '2' })

function Separator() {
  return (
    <li aria-hidden="true" className={css({ color: 'teal.200' })}>
      ·
    </li>
  )
}

/**
 * SPEC "Header and footer": signed in, the account link (with the member's first name) and Log
 * Out; signed out, Sponsor a Student, Log In and Sign Up, which come back to this page
 * afterwards (Donate sits in the main bar). Nothing while the session is still unknown, so a
 * signed-in visitor never sees Log In flash by.
 */
export function AccountActions() {
  const { user, isPending } = useSession()
  const { logOut, isPending: loggingOut } = useLogOut()
  const returnTo = useReturnTo()
  if (isPending) return null

  if (user) {
    return (
      <ul className={listStyle}>
        <li>
          {/* Named as seen, then what it is (the visible name starts the accessible one). */}
          <Link
            to="/account"
            aria-label={m.nav_account_named({ name: user.firstName })}
            className={linkStyle}
          >
            <UserIcon />
            {user.firstName}
          </Link>
        </li>
        <Separator />
        <li>
          <button type="button" className={linkStyle} onClick={logOut} disabled={loggingOut}>
            {m.nav_log_out()}
          </button>
        </li>
      </ul>
    )
  }

  return (
    <ul className={listStyle}>
      <li>
        <Link to="/sponsor" className={linkStyle}>
          {m.nav_sponsor()}
        </Link>
      </li>
      <Separator />
      <li>
        <Link to="/auth" search={{ redirect: returnTo }} className={linkStyle}>
          {m.nav_log_in()}
        </Link>
      </li>
      <li>
        <Link to="/auth" search={{ tab: 'register', redirect: returnTo }} className={linkStyle}>
          {m.nav_sign_up()}
        </Link>
      </li>
    </ul>
  )
}
