import { Icon } from '~/components/blocks/icons'

/** Line icons for the home cards, a size up from the shared ones. */
const size = { width: 28, height: 28 }

export function LightbulbIcon() {
  return (
    <Icon {...size}>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3Z" />
    </Icon>
  )
}

export function CubeIcon() {
  return (
    <Icon {...size}>
      <path d="M12 2 3 7v10l9 5 9-5V7Z" />
      <path d="m3 7 9 5 9-5M12 12v10" />
    </Icon>
  )
}

export function PeopleIcon() {
  return (
    <Icon {...size}>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20a6 6 0 0 1 12 0M15.5 14.3A4.5 4.5 0 0 1 21.5 18.5" />
    </Icon>
  )
}

export function QuoteIcon() {
  return (
    <Icon {...size}>
      <path d="M4 11h5v7H4v-5c0-4 2-6 5-7M15 11h5v7h-5v-5c0-4 2-6 5-7" />
    </Icon>
  )
}
