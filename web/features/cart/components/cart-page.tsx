import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { shipping } from '#core/constants'
import { centsToDollars, formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap4 } from '~/components/ui/stack'
import { headingH1, mutedText, strongText } from '~/components/ui/typography'
import { cartTotalCents } from '~/entities/cart/cart-selectors'
import { cartShips } from '~/entities/cart/cart-store'
import { CartLines } from '~/entities/cart/components/cart-lines'
import { useCartItems } from '~/entities/cart/use-cart'
import { useStockById } from '~/entities/products/api/use-stock'

const layout = css({
  display: 'grid',
  gap: '8',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
})

/** How far the cart is from free standard shipping, or that it has it (SPEC §5's $50). */
function FreeShippingNote({ subtotalCents }: { subtotalCents: number }) {
  const short = shipping.freeThresholdCents - subtotalCents
  return (
    <p role="status" className={css({ p: '3', rounded: 'lg', bg: 'bg.muted', fontSize: 'sm' })}>
      {short > 0
        ? m.shop_free_shipping_away({ amount: formatDollars(centsToDollars(short)) })
        : m.shop_ships_free()}
    </p>
  )
}

/**
 * /cart (issue 32): the lines with their quantities and Remove, the subtotal, how far free
 * shipping is, and the way on to checkout. The cart is this device's (localStorage), so the page
 * renders in the browser, offline too; stock caps the steppers once the catalogue has loaded.
 */
export function CartPage() {
  const items = useCartItems()
  const stock = useStockById()
  const subtotalCents = cartTotalCents(items)

  return (
    <PageSection>
      <h1 className={cx(headingH1, css({ mb: '8' }))}>{m.shop_cart_title()}</h1>
      {items.length === 0 ? (
        <div className={stackGap4}>
          <p className={mutedText}>{m.shop_cart_empty()}</p>
          <ButtonLink to="/store" className={css({ alignSelf: 'start' })}>
            {m.shop_browse_store()}
          </ButtonLink>
        </div>
      ) : (
        <div className={layout}>
          <section aria-label={m.shop_cart_items()}>
            <CartLines stock={stock} />
          </section>
          <section
            aria-labelledby="cart-summary-title"
            className={cx(panel({ size: 'lg', tone: 'muted' }), stackGap4)}
          >
            <h2 id="cart-summary-title" className={css({ textStyle: 'h3' })}>
              {m.shop_summary()}
            </h2>
            <dl className={css({ display: 'flex', justifyContent: 'space-between', gap: '4' })}>
              <dt className={strongText}>{m.shop_subtotal()}</dt>
              <dd className={strongText}>{formatDollars(centsToDollars(subtotalCents))}</dd>
            </dl>
            {cartShips(items) ? <FreeShippingNote subtotalCents={subtotalCents} /> : null}
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {m.shop_cart_added_at_checkout()}
            </p>
            <ButtonLink to="/checkout" size="lg" fullWidth>
              {m.shop_cart_checkout()}
            </ButtonLink>
            <ButtonLink to="/store" variant="outline" fullWidth>
              {m.shop_keep_shopping()}
            </ButtonLink>
          </section>
        </div>
      )}
    </PageSection>
  )
}
