import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { strongText } from '~/components/ui/typography'
import type { PriceChange } from '~/entities/cart/cart-store'

/** The catalogue changed a price since it went into the cart: say so instead of charging it silently. */
export function PricesUpdatedNotice({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0) return null
  return (
    <div
      role="status"
      className={css({
        p: '4',
        rounded: 'lg',
        bg: 'accent.subtle',
        borderWidth: '1px',
        borderColor: 'accent.border',
      })}
    >
      <p className={strongText}>{m.shop_prices_updated()}</p>
      <ul className={css({ fontSize: 'sm', mt: '1' })}>
        {changes.map((change) => (
          <li key={change.productId}>
            {change.name}: {formatDollars(change.from)} → {formatDollars(change.to)}
          </li>
        ))}
      </ul>
    </div>
  )
}
