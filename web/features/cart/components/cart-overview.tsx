import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { formatDollars } from '../../../../core/money'
import { lineTotal } from '../cart-selectors'
import { useCartItems, useCartTotal } from '../use-cart'

/**
 * What is in the cart, read-only: each line's name, quantity and price, and the total.
 * The Shop issue adds quantity controls, the forms and payment around it.
 */
export function CartOverview() {
  const items = useCartItems()
  const total = useCartTotal()

  if (items.length === 0) {
    return (
      <Card.Root variant="outline">
        <Card.Body className={css({ alignItems: 'flex-start' })}>
          <p>Your cart is empty.</p>
          <ButtonLink to="/store">Browse Our Puzzles</ButtonLink>
        </Card.Body>
      </Card.Root>
    )
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title asChild>
          <h2>Order Summary</h2>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <ul
          className={css({
            display: 'flex',
            flexDirection: 'column',
            divideY: '1px',
            divideColor: 'border',
          })}
        >
          {items.map((line) => (
            <li
              key={line.productId}
              className={css({ display: 'flex', alignItems: 'center', gap: '4', py: '3' })}
            >
              <img
                src={line.imageUrl}
                alt=""
                width={56}
                height={56}
                className={css({
                  w: '14',
                  h: '14',
                  objectFit: 'cover',
                  borderRadius: 'lg',
                  bg: 'bg.muted',
                })}
              />
              <div className={css({ flex: '1', minW: '0' })}>
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
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  Quantity: {line.quantity} × {formatDollars(line.price)}
                </p>
              </div>
              <span className={css({ fontWeight: '700' })}>{formatDollars(lineTotal(line))}</span>
            </li>
          ))}
        </ul>
        <p
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            pt: '3',
            borderTopWidth: '2px',
            borderColor: 'border',
            fontSize: 'lg',
            fontWeight: '800',
          })}
        >
          <span>Total</span>
          <span>{formatDollars(total)}</span>
        </p>
      </Card.Body>
    </Card.Root>
  )
}
