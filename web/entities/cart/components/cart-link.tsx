import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { CartIcon } from '~/components/blocks/icons'
import { useCartCount } from '../use-cart'

/** The header's cart icon: links to /cart, with a count badge only when above 0. */
export function CartLink() {
  const count = useCartCount()
  return (
    <Link
      to="/cart"
      aria-label={m.cart_label({ count })}
      className={cx(button({ variant: 'ghost', size: 'icon' }), css({ position: 'relative' }))}
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className={css({
            position: 'absolute',
            top: '0',
            right: '0',
            minW: '5',
            h: '5',
            px: '1',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 'full',
            bg: 'primary.solid',
            color: 'primary.contrast',
            fontSize: 'xs',
            fontWeight: '800',
            lineHeight: '1',
            boxShadow: '0 0 0 2px token(colors.bg.canvas)',
          })}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
