import { Icon, type IconProps } from './icons'

// The footer's and the staff contact card's icons.

export function MailIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  )
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Icon>
  )
}

export function PinIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  )
}
