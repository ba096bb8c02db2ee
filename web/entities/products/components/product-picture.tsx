import { css } from 'styled-system/css'
import type { Product } from '../api/product'

interface ProductPictureProps {
  product: Pick<Product, 'name' | 'imageUrl' | 'image'>
  /** How wide the picture shows, for the browser's pick from the srcset. */
  sizes: string
  /** The width and height of the built-in art, which has no size of its own. */
  width: number
  height: number
  className?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}

/**
 * A product's photo: an upload as `<picture>` offering AVIF, then WebP, then JPEG at each width
 * (decision 033), sized by its own width and height; the built-in art as a plain `<img>`.
 */
export function ProductPicture({ product, sizes, width, height, ...img }: ProductPictureProps) {
  const { image } = product
  if (!image) {
    return (
      <img
        src={product.imageUrl}
        alt={product.name}
        width={width}
        height={height}
        decoding="async"
        {...img}
      />
    )
  }
  return (
    // display: contents: the <img> sizes itself in the parent as the plain one does.
    <picture className={css({ display: 'contents' })}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        alt={product.name}
        width={image.width}
        height={image.height}
        decoding="async"
        {...img}
      />
    </picture>
  )
}
