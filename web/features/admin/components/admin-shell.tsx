import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { hasPermission, type StaffRole } from '#core/staff-roles'
import { BrandLogo } from '~/components/chrome/brand-logo'
import { SkipLink } from '~/components/chrome/skip-link'
import { useFocusMainOnNavigation } from '~/components/chrome/use-focus-main-on-navigation'
import { useLogOut } from '~/components/chrome/use-log-out'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { mutedSmallText } from '~/components/ui/typography'
import { adminPages } from '../admin-pages'

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  minH: '10',
  px: '3',
  rounded: 'lg',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle', color: 'primary.fg' },
  '&[aria-current=page]': { bg: 'primary.subtleHover', color: 'primary.fg' },
})

interface AdminShellProps {
  user: { firstName: string; roles: readonly StaffRole[] }
  children: ReactNode
}

/**
 * The back office's own frame (decision 074): a bar with the way back to the public site and out,
 * the pages this person's roles open as a side navigation (a Menu button below the large
 * breakpoint, where it folds away), and the page itself as `<main>`.
 */
export function AdminShell({ user, children }: AdminShellProps) {
  const mainRef = useRef<HTMLElement>(null)
  useFocusMainOnNavigation(mainRef)
  const { logOut, isPending: loggingOut } = useLogOut()
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Choosing a page folds the menu away again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setMenuOpen(false), [pathname])
  const pages = adminPages.filter(
    (page) => page.permission === null || hasPermission(user.roles, page.permission),
  )

  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: '15rem 1fr' },
        gridTemplateRows: 'auto auto 1fr',
        lg: { gridTemplateRows: 'auto 1fr' },
        minH: '100dvh',
      })}
    >
      <SkipLink />
      <header
        data-print="hide"
        className={css({
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          px: { base: '4', md: '6' },
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'border',
          bg: 'bg.surface',
        })}
      >
        <Link to="/admin" aria-label="Back office overview" className={css({ display: 'flex' })}>
          <BrandLogo />
        </Link>
        <span className={css({ fontWeight: '700', color: 'fg.muted' })}>Back office</span>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
          className={css({ lg: { display: 'none' } })}
        >
          Menu
        </Button>
        <span className={css({ flex: '1' })} />
        <span className={cx(css({ display: { base: 'none', md: 'inline' } }), mutedSmallText)}>
          Signed in as {user.firstName}
        </span>
        <ButtonLink to="/" variant="ghost" size="sm">
          View Site
        </ButtonLink>
        <Button variant="outline" size="sm" onClick={logOut} disabled={loggingOut}>
          Log Out
        </Button>
      </header>
      <nav
        id="admin-nav"
        aria-label="Back office"
        data-print="hide"
        data-open={menuOpen || undefined}
        className={css({
          display: 'none',
          '&[data-open]': { display: 'block' },
          lg: { display: 'block' },
          borderBottomWidth: { base: '1px', lg: '0' },
          borderRightWidth: { lg: '1px' },
          borderColor: 'border',
          p: '3',
          bg: 'bg.muted',
        })}
      >
        <ul className={css({ display: 'grid', gap: '1', lg: { position: 'sticky', top: '3' } })}>
          {pages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className={navLink}
                activeOptions={{ exact: page.to === '/admin' }}
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className={css({ outline: 'none', minW: '0', px: { base: '4', md: '8' }, py: '8' })}
      >
        {children}
      </main>
    </div>
  )
}
