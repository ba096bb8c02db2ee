import { useState } from 'react'
import { css } from 'styled-system/css'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import type { ProductDetail } from '~/entities/products/api/product'
import { ProductPicture } from '~/entities/products/components/product-picture'

/**
 * The main image and, when the product has a gallery, a thumbnail button per view. A picture's
 * description not yet written in Spanish is read out in English (`lang`, decision 079).
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images: ProductDetail['images'] =
    product.images.length > 0 ? product.images : [{ url: product.imageUrl, alt: product.name }]
  const [selected, setSelected] = useState(0)
  const current = images[selected] ?? images[0]!

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div
        className={css({
          aspectRatio: '4 / 3',
          bg: 'bg.muted',
          rounded: '2xl',
          overflow: 'hidden',
          borderWidth: '1px',
          borderColor: 'border',
        })}
      >
        {product.images.length > 0 ? (
          <img
            src={current.url}
            alt={current.alt}
            lang={langOf(current, 'alt')}
            width={800}
            height={600}
            fetchPriority="high"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <ProductPicture
            product={product}
            sizes="(min-width: 1024px) 560px, 100vw"
            width={800}
            height={600}
            fetchPriority="high"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul
          aria-label={m.shop_product_images()}
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}
        >
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={m.shop_show_image({
                  number: index + 1,
                  total: images.length,
                  alt: image.alt,
                })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={css({
                  display: 'block',
                  w: '20',
                  h: '16',
                  rounded: 'lg',
                  overflow: 'hidden',
                  borderWidth: '2px',
                  borderColor: 'border',
                  cursor: 'pointer',
                  bg: 'bg.muted',
                  '&[aria-pressed=true]': { borderColor: 'primary.solid' },
                  _focusVisible: {
                    outline: '2px solid',
                    outlineColor: 'primary.solid',
                    outlineOffset: '2px',
                  },
                })}
              >
                <img
                  src={image.url}
                  alt=""
                  width={80}
                  height={64}
                  loading="lazy"
                  className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
