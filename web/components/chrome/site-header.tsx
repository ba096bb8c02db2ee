import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { ConnectionStatus } from '~/components/offline/connection-status'
import { ButtonLink } from '~/components/ui/button-link'
import { BrandLogo } from './brand-logo'
import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'
import { UtilityBar } from './utility-bar'

interface SiteHeaderProps {
  /** The cart icon link; a feature, so the root route passes it in. */
  cartLink: ReactNode
}

/** Full navigation from the xl breakpoint; below it the menu button opens the drawer. */
export function SiteHeader({ cartLink }: SiteHeaderProps) {
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        bg: 'rgba(255, 250, 243, 0.94)',
        backdropFilter: 'saturate(1.4) blur(10px)',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <UtilityBar />
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '3', sm: '4', md: '6' },
          h: '16',
          display: 'flex',
          alignItems: 'center',
          gap: { base: '1', sm: '2' },
        })}
      >
        <Link
          to="/"
          aria-label={m.nav_brand_home({ name: brand.name })}
          className={css({ borderRadius: 'md', flexShrink: '0', me: 'auto', xl: { me: '4' } })}
        >
          <BrandLogo compact />
        </Link>
        <DesktopNav />
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: { base: '1', sm: '2' },
            xl: { ms: 'auto' },
          })}
        >
          {cartLink}
          <ButtonLink to="/donate" size="sm" className={css({ flexShrink: '1' })}>
            {m.nav_donate()}
          </ButtonLink>
          <MobileNav />
        </div>
      </div>
      <ConnectionStatus />
    </header>
  )
}
