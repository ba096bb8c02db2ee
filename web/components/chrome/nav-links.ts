import type { LinkProps } from '@tanstack/react-router'

export interface NavLink {
  to: NonNullable<LinkProps['to']>
  label: string
  search?: Record<string, string>
}

/** The header's links and dropdowns, word for word from SPEC "Header and footer". */
export const primaryLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/impact', label: 'Our Impact' },
  { to: '/community', label: 'Community' },
]

export const storeMenu: NavLink[] = [
  { to: '/store', label: 'Our Puzzles' },
  { to: '/ai-storytelling', label: 'AI Storytelling Workshop' },
]

export const getInvolvedMenu: NavLink[] = [
  { to: '/ai-storytelling', label: 'Learn about AI through storytelling' },
  { to: '/store', label: 'Store' },
  { to: '/volunteer', label: 'Volunteer With Us' },
  { to: '/donate', label: 'Get Involved' },
]

export const footerQuickLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/store', label: 'Store' },
  { to: '/community', label: 'Community' },
  { to: '/donate', label: 'Donate' },
]

export const footerResourceLinks: NavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/volunteer', label: 'Volunteer' },
  { to: '/program', label: 'Apply to a Program' },
]
