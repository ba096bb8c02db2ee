import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { stackGap4 } from '~/components/ui/stack'
import { headingH2, mutedText, strongText } from '~/components/ui/typography'
import type { Product } from '~/entities/products/api/product'

/**
 * The storytelling workshops, below the toys and out of their filters (issue 32): a service is
 * booked once for one child, so it has no quantity, no stock and no place among ages of toys.
 * Each leads to the programme's page, where the tiers are compared and chosen.
 */
export function StoreWorkshops({ workshops }: { workshops: readonly Product[] }) {
  return (
    <section
      aria-labelledby="store-workshops-title"
      className={cx(panel({ size: 'xl', tone: 'muted' }), stackGap4, css({ mt: '12' }))}
    >
      <h2 id="store-workshops-title" className={headingH2}>
        {m.shop_workshops_title()}
      </h2>
      <p className={mutedText}>{m.shop_workshops_text()}</p>
      <ul
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
        })}
      >
        {workshops.map((workshop) => (
          <li
            key={workshop.id}
            className={css({
              display: 'grid',
              gap: '1',
              p: '4',
              rounded: 'lg',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border',
            })}
          >
            <span className={strongText}>{workshop.name}</span>
            <span>{formatDollars(workshop.price)}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/ai-storytelling"
        className={css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })}
      >
        {m.shop_workshops_compare()}
      </Link>
    </section>
  )
}
