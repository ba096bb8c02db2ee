import { Link } from '@tanstack/react-router'
import { type KeyboardEvent, useId, useRef } from 'react'
import { flushSync } from 'react-dom'
import { css } from 'styled-system/css'
import { navItem } from 'styled-system/recipes'
import { ChevronDownIcon } from '~/components/blocks/icons'
import type { NavLink } from './nav-links'

/** How a menu came to be open: a click keeps it open, hover only while the pointer is there. */
export type OpenedBy = 'hover' | 'click'

interface NavMenuProps {
  label: string
  links: NavLink[]
  open: boolean
  /** The pointer entered (true) or left (false) the trigger or its list (mouse only). */
  onHover: (inside: boolean) => void
  onToggle: () => void
  onClose: () => void
}

const panel = css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetStart: '0',
  minW: '56',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'lg',
  p: '1.5',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  zIndex: 'dropdown',
  animation: 'fade-in 150ms ease-out',
  // The gap between trigger and list belongs to the menu, so crossing it keeps hover.
  _before: { content: '""', position: 'absolute', insetX: '0', bottom: '100%', h: '6px' },
  '&[hidden]': { display: 'none' },
})

const item = css({
  display: 'flex',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle', color: 'primary.fg' },
  _focusVisible: { bg: 'primary.subtle', color: 'primary.fg' },
  '&[aria-current=page]': { color: 'primary.fg' },
})

/**
 * A header menu as disclosure navigation (WAI-ARIA practices): a button with `aria-expanded`
 * controlling a list of links. Opening, hovering and closing are decided by the header
 * (DesktopNav); here, the keyboard: Arrow Down on the button opens the list at its first link,
 * arrows and Home/End move between the links, Escape closes and returns focus to the button.
 */
export function NavMenu({ label, links, open, onHover, onToggle, onClose }: NavMenuProps) {
  const listId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const focusLink = (pick: (links: HTMLAnchorElement[], current: number) => number) => {
    const all = [...(listRef.current?.querySelectorAll('a') ?? [])]
    const current = all.indexOf(document.activeElement as HTMLAnchorElement)
    all[Math.max(0, Math.min(all.length - 1, pick(all, current)))]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const onTrigger = event.target === triggerRef.current
    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.preventDefault()
        onClose()
        triggerRef.current?.focus()
        return
      case 'ArrowDown':
        event.preventDefault()
        // Shown at once, so that focus can move into it.
        if (onTrigger && !open) flushSync(onToggle)
        focusLink((_, current) => current + 1)
        return
      case 'ArrowUp':
        if (onTrigger) return
        event.preventDefault()
        focusLink((_, current) => current - 1)
        return
      case 'Home':
      case 'End':
        if (onTrigger) return
        event.preventDefault()
        focusLink((all) => (event.key === 'Home' ? 0 : all.length - 1))
    }
  }

  return (
    <li
      className={css({ position: 'relative' })}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus left the menu (Tab past its last link, a click elsewhere): it closes.
        if (open && !event.currentTarget.contains(event.relatedTarget)) onClose()
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-state={open ? 'open' : 'closed'}
        className={navItem()}
        onClick={onToggle}
      >
        {label}
        <ChevronDownIcon
          className={css({
            transition: 'transform 150ms',
            '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
          })}
        />
      </button>
      <ul ref={listRef} id={listId} hidden={!open} className={panel}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={item} onClick={onClose}>
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
