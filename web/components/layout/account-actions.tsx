import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useSessionUser } from '~/lib/session'

const linkStyle = css({
  color: 'white',
  fontWeight: '600',
  fontSize: 'sm',
  textDecoration: 'none',
  px: '2',
  py: '1',
  borderRadius: 'md',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
})

/**
 * Signed-out actions of SPEC "Header and footer" (Donate sits in the main bar). The signed-in
 * variant (account link, Log Out) arrives with the Accounts issue through `useSessionUser()`.
 */
export function AccountActions() {
  const user = useSessionUser()
  if (user) return null
  return (
    <ul className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <li>
        <Link to="/sponsor" className={linkStyle}>
          Sponsor a Student
        </Link>
      </li>
      <li aria-hidden="true" className={css({ color: 'teal.200' })}>
        ·
      </li>
      <li>
        <Link to="/auth" className={linkStyle}>
          Log In
        </Link>
      </li>
      <li>
        <Link to="/auth" search={{ tab: 'register' }} className={linkStyle}>
          Sign Up
        </Link>
      </li>
    </ul>
  )
}
