import { type ComponentType, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { navItem } from 'styled-system/recipes'
import { ChevronDownIcon } from '~/components/blocks/icons'
import type { NavLink } from './nav-links'
import type { NavMenuDropdownProps } from './nav-menu-dropdown'

interface NavMenuProps {
  label: string
  links: NavLink[]
}

// Long enough to cross the gap between trigger and panel without the menu flickering shut.
const closeDelayMs = 150

// The menu machinery (Ark Menu, floating positioning) loads on the first hover, focus or tap of
// a trigger rather than with the page: it is the largest piece of the header.
let loadedDropdown: ComponentType<NavMenuDropdownProps> | undefined
const loadDropdown = () =>
  import('./nav-menu-dropdown').then((module) => {
    loadedDropdown = module.default
    return module.default
  })

/**
 * A header dropdown that opens on mouse hover and is fully keyboard usable
 * (Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus to the trigger).
 */
export function NavMenu({ label, links }: NavMenuProps) {
  const [open, setOpen] = useState(false)
  const [Dropdown, setDropdown] = useState(() => loadedDropdown)
  const [focusTrigger, setFocusTrigger] = useState(false)
  const placeholderRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const load = () => {
    if (Dropdown) return
    void loadDropdown().then((component) => {
      setFocusTrigger(document.activeElement === placeholderRef.current)
      setDropdown(() => component)
    })
  }

  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearTimeout(closeTimer.current)
    if (next) {
      load()
      setOpen(true)
    } else closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs)
  }

  return (
    <div
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      className={css({ position: 'relative' })}
    >
      {Dropdown ? (
        <Dropdown
          label={label}
          links={links}
          open={open}
          onOpenChange={setOpen}
          focusTrigger={focusTrigger}
        />
      ) : (
        <button
          ref={placeholderRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={navItem()}
          onFocus={load}
          onClick={() => {
            load()
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setOpen(true)
          }}
        >
          {label}
          <ChevronDownIcon />
        </button>
      )}
    </div>
  )
}
