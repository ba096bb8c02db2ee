import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import type { Product } from '~/entities/products/api/product'
import { ProductCard } from '~/entities/products/components/product-card'
import { sectionTitle } from './section-title'

const relatedCount = 4

const suggested = (a: Product, b: Product) =>
  Number(b.inStock) - Number(a.inStock) || Number(b.featured) - Number(a.featured)

/**
 * Four other products: the same category first (in-stock, then featured ones first), topped up
 * with in-stock products of the same kind from other categories (a toy beside a toy), so the row is
 * full rather than three cards and a gap.
 */
export function relatedProducts(products: readonly Product[], current: Product): Product[] {
  const others = products.filter((product) => product.id !== current.id)
  const sameCategory = others.filter((product) => product.category === current.category)
  const topUp = others.filter(
    (product) =>
      product.category !== current.category && product.kind === current.kind && product.inStock,
  )
  return [...sameCategory.sort(suggested), ...topUp.sort(suggested)].slice(0, relatedCount)
}

/** 'You Might Also Like': real products from the catalogue; hidden until it loads or if none. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data } = useQuery(productsQueryOptions())
  const related = data ? relatedProducts(data, product) : []
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-title" className={css({ mt: '16' })}>
      <h2 id="related-title" className={sectionTitle}>
        {m.shop_related_title()}
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
