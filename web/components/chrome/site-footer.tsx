import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { MailIcon, PhoneIcon, PinIcon } from '~/components/blocks/contact-icons'
import { InstallAppButton } from '~/components/offline/install-app-button'
import { useOrganizationEin } from '~/lib/get-config'
import { BrandLogo } from './brand-logo'
import { LanguageSwitch } from './language-switch'
import type { NavLink } from './nav-links'
import { SocialLinks } from './social-links'

const footerQuickLinks: NavLink[] = [
  { to: '/', label: m.nav_home },
  { to: '/about', label: m.nav_about },
  { to: '/store', label: m.nav_store },
  { to: '/community', label: m.nav_community },
  { to: '/donate', label: m.nav_donate },
]

const footerResourceLinks: NavLink[] = [
  { to: '/privacy', label: m.nav_privacy },
  { to: '/terms', label: m.nav_terms },
  { to: '/cookies', label: m.nav_cookies },
  { to: '/accessibility', label: m.nav_accessibility },
  { to: '/volunteer', label: m.nav_volunteer },
  { to: '/program', label: m.nav_program },
]

const headingStyle = css({
  fontFamily: 'heading',
  fontSize: 'lg',
  fontWeight: '800',
  color: 'white',
  mb: '3',
})

const linkStyle = css({
  color: 'cream.100',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '8',
  _hover: { color: 'white', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
})

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={headingStyle}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkStyle}>
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter() {
  const { address } = brand
  const ein = useOrganizationEin()
  return (
    <footer
      className={css({ bg: 'ink.900', color: 'cream.100', mt: 'auto', '--focus-ring': 'white' })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: { base: '12', md: '16' },
          display: 'grid',
          gap: '10',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1.3fr' },
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <BrandLogo inverted />
          <p className={css({ maxW: 'xs', color: 'cream.200' })}>{m.footer_blurb()}</p>
          <SocialLinks />
          <InstallAppButton className={css({ alignSelf: 'start' })} />
        </div>
        <LinkColumn title={m.footer_quick_links()} links={footerQuickLinks} />
        <LinkColumn title={m.footer_resources()} links={footerResourceLinks} />
        <div>
          <h2 className={headingStyle}>{m.footer_contact()}</h2>
          <address
            className={css({
              fontStyle: 'normal',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
            })}
          >
            <span className={css({ display: 'inline-flex', gap: '2' })}>
              <PinIcon className={css({ mt: '1', flexShrink: '0' })} />
              <span>
                {address.street}
                <br />
                {address.city}, {address.state} {address.zip}
              </span>
            </span>
            <a href={`mailto:${brand.email}`} className={linkStyle}>
              <MailIcon />
              {brand.email}
            </a>
            <a href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`} className={linkStyle}>
              <PhoneIcon />
              {brand.phone}
            </a>
          </address>
        </div>
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'rgba(255, 255, 255, 0.14)' })}>
        <div
          className={css({
            maxW: '7xl',
            mx: 'auto',
            px: { base: '4', md: '6' },
            py: '5',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            fontSize: 'sm',
            color: 'cream.200',
          })}
        >
          <p>
            {ein
              ? m.footer_legal_ein({ year: new Date().getFullYear(), name: brand.name, ein })
              : m.footer_legal({ year: new Date().getFullYear(), name: brand.name })}
          </p>
          <nav aria-label={m.footer_language()}>
            <LanguageSwitch className={linkStyle} />
          </nav>
        </div>
      </div>
    </footer>
  )
}
