import { Link } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import { navItem } from 'styled-system/recipes'
import { ChevronDownIcon } from '~/components/blocks/icons'
import * as Menu from '~/components/ui/menu'
import type { NavLink } from './nav-links'

export interface NavMenuDropdownProps {
  label: string
  links: NavLink[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The placeholder trigger had focus when this replaced it: keep focus on the trigger. */
  focusTrigger: boolean
}

/** The Ark Menu behind a header dropdown (Enter/Space/ArrowDown, arrows, Escape, focus return). */
export default function NavMenuDropdown({
  label,
  links,
  open,
  onOpenChange,
  focusTrigger,
}: NavMenuDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)

  // Layout effect: focus moves in the same commit that swaps the placeholder for this trigger, so
  // a key pressed right after the swap cannot land on the page body.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, replacing the placeholder
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus()
  }, [])

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-start', gutter: 6 }}
    >
      <Menu.Trigger ref={triggerRef} className={navItem()}>
        {label}
        <Menu.Indicator>
          <ChevronDownIcon />
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {links.map((link) => (
            <Menu.Item key={link.to} value={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
