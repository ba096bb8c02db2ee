import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { quantityMax } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { toaster } from '~/components/ui/toaster'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { useMaxUnitsPerProduct } from '~/lib/get-config'
import { lineTotal } from '../cart-selectors'
import { useCartActions, useCartItems } from '../use-cart'
import { QuantityStepper } from './quantity-stepper'

interface CartLinesProps {
  /** Current stock per product id, when the catalogue has loaded: caps each stepper. */
  stock?: ReadonlyMap<number, number>
  disabled?: boolean
}

/** The cart's lines with quantity steppers (never below 1) and Remove. */
export function CartLines({ stock, disabled = false }: CartLinesProps) {
  const items = useCartItems()
  const { updateQuantity, removeItem } = useCartActions()
  const maxUnits = useMaxUnitsPerProduct() ?? quantityMax

  return (
    <ul
      className={css({
        display: 'flex',
        flexDirection: 'column',
        divideY: '1px',
        divideColor: 'border',
      })}
    >
      {items.map((line) => {
        const available = stock?.get(line.productId)
        const max = Math.min(maxUnits, Math.max(available ?? maxUnits, line.quantity))
        return (
          <li key={line.productId} className={css({ display: 'flex', gap: '3', py: '4' })}>
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={64}
              className={css({
                w: '16',
                h: '16',
                objectFit: 'cover',
                rounded: 'lg',
                bg: 'bg.muted',
                flexShrink: 0,
              })}
            />
            <div
              className={css({
                flex: '1',
                minW: '0',
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
              })}
            >
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
                <Link
                  to="/product/$id"
                  params={{ id: String(line.productId) }}
                  className={css({
                    fontWeight: '700',
                    color: 'fg.default',
                    textDecoration: 'none',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {line.name}
                </Link>
                <span className={strongText}>{formatDollars(lineTotal(line))}</span>
              </div>
              <span className={mutedSmallText}>
                {m.shop_line_quantity({
                  quantity: line.quantity,
                  price: formatDollars(line.price),
                })}
                {available !== undefined && available < line.quantity && (
                  <strong className={css({ color: 'danger.fg', ml: '2' })}>
                    {available === 0
                      ? m.shop_line_out_of_stock()
                      : m.shop_only_left({ count: available })}
                  </strong>
                )}
              </span>
              <div
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: '2',
                })}
              >
                <QuantityStepper
                  value={line.quantity}
                  max={max}
                  product={line.name}
                  disabled={disabled}
                  onChange={(quantity) => updateQuantity(line.productId, quantity)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  tone="danger"
                  disabled={disabled}
                  aria-label={m.shop_remove_named({ name: line.name })}
                  onClick={() => {
                    removeItem(line.productId)
                    toaster.create({
                      type: 'info',
                      title: m.shop_item_removed(),
                      description: line.name,
                    })
                  }}
                >
                  {m.shop_remove()}
                </Button>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
