import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { navItem } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { getInvolvedMenu, type NavLink, primaryLinks, storeMenu } from './nav-links'
import { NavMenu, type OpenedBy } from './nav-menu'

const menus: { id: string; label: () => string; links: NavLink[] }[] = [
  { id: 'store', label: m.nav_store, links: storeMenu },
  { id: 'get-involved', label: m.nav_get_involved, links: getInvolvedMenu },
]

// Long enough to cross from the menu back to its trigger without the list flickering shut.
const closeDelayMs = 150

/**
 * The wide-screen navigation: links, and two menus of links (disclosure navigation). At most one
 * menu is open. Hovering a trigger opens its menu, and moving to the other trigger switches to
 * it; a menu opened by hover closes shortly after the pointer leaves. A click (or Enter/Space)
 * opens a menu that stays open, and never closes one hover opened: it keeps it open. A click
 * elsewhere, Escape, leaving it by keyboard or following a link closes it.
 */
export function DesktopNav() {
  const [opened, setOpened] = useState<{ label: string; by: OpenedBy } | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setOpened(null), [pathname])
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  useEffect(() => {
    if (!opened) return
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null)
    }
    // Escape with focus elsewhere (a menu hover opened): it closes too. Inside the menu, the
    // menu's own handler closes it and returns focus first.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !navRef.current?.contains(event.target as Node)) {
        setOpened(null)
      }
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [opened])

  const hover = (label: string) => (inside: boolean) => {
    clearTimeout(closeTimer.current)
    if (inside) {
      setOpened((current) => (current?.label === label ? current : { label, by: 'hover' }))
    } else {
      closeTimer.current = setTimeout(
        () =>
          setOpened((current) =>
            current?.label === label && current.by === 'hover' ? null : current,
          ),
        closeDelayMs,
      )
    }
  }

  const toggle = (label: string) => () => {
    clearTimeout(closeTimer.current)
    setOpened((current) => {
      if (current?.label !== label) return { label, by: 'click' }
      // A click on a menu hover opened keeps it open (the visitor meant to open it).
      return current.by === 'hover' ? { label, by: 'click' } : null
    })
  }

  return (
    <nav
      ref={navRef}
      aria-label={m.nav_main()}
      className={css({ display: { base: 'none', xl: 'block' } })}
    >
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '0.5' })}>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={navItem()} activeOptions={{ exact: link.to === '/' }}>
              {link.label()}
            </Link>
          </li>
        ))}
        {menus.map(({ id, label, links }) => (
          <NavMenu
            key={id}
            label={label()}
            links={links}
            open={opened?.label === id}
            onHover={hover(id)}
            onToggle={toggle(id)}
            onClose={() => setOpened(null)}
          />
        ))}
      </ul>
    </nav>
  )
}
