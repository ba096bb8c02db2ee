import type { ComponentProps } from 'react'

export type IconProps = ComponentProps<'svg'>

// The frame's icons, part of every page's first load; a part's own icons live beside it
// (contact-icons.tsx, a feature's icons), so they load with it (decision 082).

/** A 24-unit line icon in the text colour; decorative, so hidden from assistive tech. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2.5 3h2.6l2.4 11.6a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 2-1.5L21.5 7H6.1" />
    </Icon>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  )
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon width="16" height="16" strokeWidth="2.5" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}

export function UserIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  )
}
