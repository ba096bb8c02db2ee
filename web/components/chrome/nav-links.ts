import type { LinkProps } from '@tanstack/react-router'
import { m } from '#i18n/messages'

export interface NavLink {
  to: NonNullable<LinkProps['to']>
  /** The link's words, in the page's language (called as it renders). */
  label: () => string
  search?: Record<string, string>
}

/**
 * The header's links and dropdowns, word for word from SPEC "Header and footer" (the footer's
 * are its own, in its later chunk).
 */
export const primaryLinks: NavLink[] = [
  { to: '/', label: m.nav_home },
  { to: '/about', label: m.nav_about },
  { to: '/impact', label: m.nav_impact },
  { to: '/community', label: m.nav_community },
]

export const storeMenu: NavLink[] = [
  { to: '/store', label: m.nav_puzzles },
  { to: '/ai-storytelling', label: m.nav_ai_workshop },
]

export const getInvolvedMenu: NavLink[] = [
  { to: '/ai-storytelling', label: m.nav_ai_learn },
  { to: '/store', label: m.nav_store },
  { to: '/volunteer', label: m.nav_volunteer_with_us },
  { to: '/donate', label: m.nav_get_involved },
]
