import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { visuallyHidden } from '~/components/ui/typography'

const socials = [
  {
    label: 'Facebook',
    href: brand.social.facebook,
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  },
  {
    label: 'Instagram',
    href: brand.social.instagram,
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'YouTube',
    href: brand.social.youtube,
    path: 'M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 5 12 5 12 5s-6 0-7.7.3a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9C6 19 12 19 12 19s6 0 7.7-.3a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    label: 'LinkedIn',
    href: brand.social.linkedin,
    path: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zm6 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-5.5c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-3z',
  },
]

export function SocialLinks() {
  return (
    <ul className={css({ display: 'flex', gap: '2' })}>
      {socials.map((social) => (
        <li key={social.label}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '10',
              h: '10',
              borderRadius: 'full',
              bg: 'rgba(255, 255, 255, 0.12)',
              color: 'cream.50',
              transition: 'background 150ms',
              _hover: { bg: 'primary.solid' },
            })}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d={social.path} />
            </svg>
            <span className={visuallyHidden}>
              {m.social_link({ name: brand.name, network: social.label })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
