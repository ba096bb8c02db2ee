import { lazy, Suspense, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { MenuIcon } from '~/components/blocks/icons'
import { Button } from '~/components/ui/button'

// The drawer (Ark Dialog) loads on first open, so it costs nothing on the first page load.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'))

/** The 'Open menu' button for small screens and its side drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={m.nav_open_menu()}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
        className={css({ display: { base: 'inline-flex', xl: 'none' } })}
      >
        <MenuIcon />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => buttonRef.current}
          />
        </Suspense>
      ) : null}
    </>
  )
}
