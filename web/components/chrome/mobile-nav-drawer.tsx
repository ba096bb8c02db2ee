import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { CloseIcon } from '~/components/ui/close-icon'
import * as Drawer from '~/components/ui/drawer'
import { useSession } from '~/lib/session'
import { BrandLogo } from './brand-logo'
import { LanguageSwitch } from './language-switch'
import { getInvolvedMenu, type NavLink, primaryLinks, storeMenu } from './nav-links'
import { useLogOut } from './use-log-out'
import { useReturnTo } from './use-return-to'

interface MobileNavDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: () => HTMLElement | null
}

const groupLabel = css({
  fontSize: 'xs',
  fontWeight: '800',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'fg.muted',
  px: '3',
  pt: '4',
  pb: '1',
})

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  fontWeight: '600',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle', color: 'primary.fg' },
  '&[aria-current=page]': { bg: 'primary.subtleHover', color: 'primary.fg' },
})

function LinkList({ links, label }: { links: NavLink[]; label?: string }) {
  return (
    <>
      {label ? <p className={groupLabel}>{label}</p> : null}
      <ul>
        {links.map((link) => (
          <li key={`${label}-${link.to}`}>
            <Link to={link.to} className={itemStyle} activeOptions={{ exact: link.to === '/' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The side drawer of SPEC "Mobile": every header link, then 'Logged in as {name}' with the
 * account link and Log Out, or Log In and Sign Up.
 */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const { user, isPending } = useSession()
  const returnTo = useReturnTo()
  const { logOut, isPending: loggingOut } = useLogOut()
  const href = useRouterState({ select: (state) => state.location.href })

  // Any navigation closes the drawer, including the browser's back button.
  // Focus then goes to the new page's <main>, not back to the menu button.
  const openedAt = useRef(href)
  const navigated = useRef(false)
  useEffect(() => {
    if (open) navigated.current = false
  }, [open])
  useEffect(() => {
    if (href === openedAt.current) return
    openedAt.current = href
    navigated.current = true
    onOpenChange(false)
  }, [href, onOpenChange])

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => (navigated.current ? document.getElementById('main') : returnFocusTo())}
    >
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <BrandLogo />
              <Drawer.Title className={css({ srOnly: true })}>{m.nav_site_menu()}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={m.nav_close_menu()}>
                  <CloseIcon />
                </Button>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={m.nav_mobile()}>
                <LinkList links={primaryLinks} />
                <LinkList label={m.nav_store()} links={storeMenu} />
                <LinkList label={m.nav_get_involved()} links={getInvolvedMenu} />
              </nav>
            </Drawer.Body>
            <Drawer.Footer>
              <ButtonLink to="/donate" fullWidth>
                {m.nav_donate()}
              </ButtonLink>
              <ButtonLink to="/sponsor" variant="subtle" tone="secondary" fullWidth>
                {m.nav_sponsor()}
              </ButtonLink>
              {user ? (
                <>
                  <p className={css({ textAlign: 'center', color: 'fg.muted', fontWeight: '600' })}>
                    {m.nav_logged_in_as({ name: user.firstName })}
                  </p>
                  <div
                    className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}
                  >
                    <ButtonLink to="/account" variant="outline">
                      {m.nav_your_account()}
                    </ButtonLink>
                    <Button variant="outline" onClick={logOut} disabled={loggingOut}>
                      {m.nav_log_out()}
                    </Button>
                  </div>
                </>
              ) : isPending ? null : (
                <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
                  <ButtonLink to="/auth" search={{ redirect: returnTo }} variant="outline">
                    {m.nav_log_in()}
                  </ButtonLink>
                  <ButtonLink
                    to="/auth"
                    search={{ tab: 'register', redirect: returnTo }}
                    variant="outline"
                  >
                    {m.nav_sign_up()}
                  </ButtonLink>
                </div>
              )}
              <LanguageSwitch
                className={css({
                  alignSelf: 'center',
                  fontWeight: '600',
                  color: 'secondary.fg',
                  textDecoration: 'underline',
                  textUnderlineOffset: '0.2em',
                  py: '2',
                })}
              />
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
