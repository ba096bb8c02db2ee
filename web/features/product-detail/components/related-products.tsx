import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { sectionHeader } from 'styled-system/recipes'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import type { Product } from '~/entities/products/api/product'
import { ProductCard } from '~/entities/products/components/product-card'

const relatedCount = 4

const heading = sectionHeader()

/** Up to four other products of the same category, in-stock ones first. */
export function relatedProducts(products: readonly Product[], current: Product): Product[] {
  return products
    .filter((product) => product.category === current.category && product.id !== current.id)
    .sort(
      (a, b) => Number(b.inStock) - Number(a.inStock) || Number(b.featured) - Number(a.featured),
    )
    .slice(0, relatedCount)
}

/** 'You Might Also Like': real products from the catalogue; hidden until it loads or if none. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data } = useQuery(productsQueryOptions())
  const related = data ? relatedProducts(data, product) : []
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-title" className={css({ mt: '16' })}>
      <h2 id="related-title" className={cx(heading.title, css({ mb: '6' }))}>
        You Might Also Like
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {related.map((item) => (
          <li key={item.id} className={css({ display: 'grid' })}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
