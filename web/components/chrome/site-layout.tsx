import { type ReactNode, useRef } from 'react'
import { css } from 'styled-system/css'
import { hydrateWhenNeeded } from '~/lib/hydrate-when-needed'
import { LanguageOffer } from './language-offer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation'

interface SiteLayoutProps {
  children: ReactNode
  /** Passed through to the header (see SiteHeader). */
  cartLink: ReactNode
}

// At the foot of every page, it loads as the visitor heads down (decision 046). Its wrapper is
// the column's last item, kept at the bottom of a short page.
const SiteFooter = hydrateWhenNeeded(() => import('./site-footer').then((m) => m.SiteFooter), {
  className: css({ mt: 'auto' }),
})

/** Header, the page's `<main id="main">` and footer: the frame of every screen. */
export function SiteLayout({ children, cartLink }: SiteLayoutProps) {
  const mainRef = useRef<HTMLElement>(null)
  useFocusMainOnNavigation(mainRef)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}>
      <SkipLink />
      <div data-print="hide" className={css({ display: 'contents' })}>
        <SiteHeader cartLink={cartLink} />
      </div>
      <main ref={mainRef} id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
      <div data-print="hide" className={css({ display: 'contents' })}>
        <SiteFooter />
      </div>
      <LanguageOffer />
    </div>
  )
}
