import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { formatDollars } from '#core/money'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import type { Product } from '../api/product'
import { ProductPicture } from './product-picture'

export const productCardStyles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'border',
    overflow: 'hidden',
    boxShadow: 'sm',
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { boxShadow: 'md' },
  }),
  media: css({ position: 'relative', aspectRatio: '4 / 3', bg: 'bg.muted' }),
  body: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: { base: '3', sm: '5' },
    flex: '1',
  }),
}

interface ProductCardProps {
  product: Product
  /** Images of cards in the first screenful load eagerly; the rest lazily. */
  eager?: boolean
  showDescription?: boolean
}

/**
 * A catalogue card: image, name, price, Best Seller badge when featured, Out of Stock badge when
 * sold out, View Details link.
 */
export function ProductCard({ product, eager = false, showDescription = false }: ProductCardProps) {
  return (
    <article className={productCardStyles.root}>
      <div className={productCardStyles.media}>
        <ProductPicture
          product={product}
          sizes="(min-width: 1024px) 25vw, 50vw"
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
        {product.featured && (
          <span
            className={cx(
              badge({ variant: 'solid', tone: 'accent' }),
              css({ position: 'absolute', top: '3', left: '3' }),
            )}
          >
            {m.shop_best_seller()}
          </span>
        )}
        {!product.inStock && (
          <span
            className={cx(
              badge({ variant: 'solid', tone: 'neutral' }),
              css({ position: 'absolute', top: '3', right: '3' }),
            )}
          >
            {m.shop_out_of_stock()}
          </span>
        )}
      </div>
      <div className={productCardStyles.body}>
        <h3
          className={css({
            fontSize: { base: 'md', sm: 'lg' },
            fontWeight: '700',
            lineHeight: '1.3',
          })}
          lang={langOf(product, 'name')}
        >
          {product.name}
        </h3>
        {/* A teaser, clamped by design: the whole text is one tap away (decision 080). */}
        {showDescription && (
          <p
            className={css({
              color: 'fg.muted',
              fontSize: 'sm',
              lineClamp: { base: 2, sm: 3 },
            })}
            data-teaser
            lang={langOf(product, 'description')}
          >
            {product.description}
          </p>
        )}
        <p
          className={css({
            fontSize: { base: 'lg', sm: 'xl' },
            fontWeight: '800',
            color: 'primary.fg',
            mt: 'auto',
          })}
        >
          {formatDollars(product.price)}
        </p>
        <ButtonLink
          to="/product/$id"
          params={{ id: String(product.id) }}
          aria-label={m.shop_view_details_of({ name: product.name })}
          variant="outline"
          fullWidth
        >
          {m.shop_view_details()}
        </ButtonLink>
      </div>
    </article>
  )
}
