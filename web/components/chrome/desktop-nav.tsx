import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { navItem } from 'styled-system/recipes'
import { getInvolvedMenu, primaryLinks, storeMenu } from './nav-links'
import { NavMenu } from './nav-menu'

export function DesktopNav() {
  return (
    <nav aria-label="Main" className={css({ display: { base: 'none', xl: 'block' } })}>
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '0.5' })}>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={navItem()} activeOptions={{ exact: link.to === '/' }}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <NavMenu label="Store" links={storeMenu} />
        </li>
        <li>
          <NavMenu label="Get Involved" links={getInvolvedMenu} />
        </li>
      </ul>
    </nav>
  )
}
