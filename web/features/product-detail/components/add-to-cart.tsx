import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { orderMessages, quantityMax } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { toaster } from '~/components/ui/toaster'
import { labelText, mutedSmallText, visuallyHidden } from '~/components/ui/typography'
import { useCartStore } from '~/entities/cart/cart-store'
import { QuantityStepper } from '~/entities/cart/components/quantity-stepper'
import type { Product } from '~/entities/products/api/product'
import { useMaxUnitsPerProduct } from '~/lib/get-config'

/** At or below it, the page says how many are left. */
const lowStock = 10

/**
 * Quantity stepper (1 to the stock) and Add to Cart; 'Out of Stock' and disabled when sold out.
 * Below the wide layout, Add to Cart sits with the price in a bar along the bottom of the screen,
 * in reach wherever the visitor has scrolled.
 */
export function AddToCart({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const navigate = useNavigate()
  const maxUnits = useMaxUnitsPerProduct() ?? quantityMax
  // The most of one product a cart may hold: the stock, and no more than one order may take.
  const limit = Math.min(product.stock, maxUnits)
  // The limit may come down under the choice (the shop's per-order limit arriving after the
  // visitor chose): what is shown and added follows it, the choice itself kept.
  const chosen = Math.min(quantity, limit)

  function add() {
    const { items, addItem } = useCartStore.getState()
    const inCart = items.find((line) => line.productId === product.id)?.quantity ?? 0
    const room = limit - inCart
    if (room <= 0) {
      toaster.create({
        type: 'error',
        title: m.shop_add_failed(),
        description:
          limit < product.stock
            ? orderMessages.tooManyUnits(limit)
            : m.shop_cart_holds_all({ limit, name: product.name }),
      })
      return
    }
    const added = Math.min(chosen, room)
    addItem(
      {
        productId: product.id,
        price: product.price,
        name: product.name,
        imageUrl: product.imageUrl,
        ships: product.ships,
      },
      added,
    )
    toaster.create({
      type: 'success',
      title: m.shop_added_title(),
      description: `${added} × ${product.name}`,
      action: { label: m.shop_view_cart(), onClick: () => void navigate({ to: '/cart' }) },
    })
    setQuantity(1)
  }

  if (!product.inStock) {
    return (
      <Button size="lg" disabled fullWidth>
        {m.shop_out_of_stock()}
      </Button>
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {/* A service is booked once: no quantity to choose, no stock to count down. */}
      {product.kind === 'physical' && (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
          <span className={labelText} aria-hidden="true">
            {m.shop_quantity()}
          </span>
          <QuantityStepper
            value={chosen}
            onChange={setQuantity}
            max={limit}
            capNote={
              limit < product.stock
                ? orderMessages.tooManyUnits(limit)
                : // "Only 7 left" is already beside it.
                  product.stock <= lowStock
                  ? m.shop_all_we_have({ limit })
                  : undefined
            }
          />
          {product.stock <= lowStock && (
            <span className={mutedSmallText}>{m.shop_only_left({ count: product.stock })}</span>
          )}
        </div>
      )}
      <Button
        size="lg"
        fullWidth
        onClick={add}
        className={css({ display: { base: 'none', lg: 'inline-flex' } })}
      >
        {m.shop_add_to_cart()}
      </Button>
      <div
        data-bottom-bar=""
        className={css({
          display: { base: 'flex', lg: 'none' },
          position: 'fixed',
          insetX: '0',
          bottom: '0',
          zIndex: 'sticky',
          alignItems: 'center',
          gap: '4',
          px: '4',
          pt: '3',
          pb: 'calc(token(spacing.3) + env(safe-area-inset-bottom))',
          bg: 'bg.surface',
          borderTopWidth: '1px',
          boxShadow: 'lg',
        })}
      >
        <p className={css({ fontSize: 'xl', fontWeight: '800', color: 'primary.fg' })}>
          <span className={visuallyHidden}>{m.shop_price_label()} </span>
          {formatDollars(product.price)}
        </p>
        <Button size="lg" onClick={add} className={css({ flex: '1' })}>
          {m.shop_add_to_cart()}
        </Button>
      </div>
    </div>
  )
}
