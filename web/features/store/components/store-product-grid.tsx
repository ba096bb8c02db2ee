import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import type { Product } from '~/entities/products/api/product'
import { ProductCard } from '~/entities/products/components/product-card'

/** Two cards a row from the narrowest phone up (a parent compares, rather than scrolls), four wide. */
export const productGridStyle = css({
  display: 'grid',
  gap: { base: '3', sm: '6' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
})

/** Cards rendered per page: a 5,000-product catalogue never puts 5,000 cards in the DOM. */
export const storePageSize = 24
/** Roughly the first screenful on a wide screen: their images load eagerly, the rest lazily. */
const eagerImages = 4

/** The matching products, a page at a time with Show more. Re-key it when the filter changes. */
export function StoreProductGrid({ products }: { products: readonly Product[] }) {
  const [visible, setVisible] = useState(storePageSize)
  const shown = products.slice(0, visible)
  return (
    <>
      <ul className={productGridStyle}>
        {shown.map((product, index) => (
          <li key={product.id} className={css({ display: 'grid' })}>
            <ProductCard product={product} eager={index < eagerImages} showDescription />
          </li>
        ))}
      </ul>
      {visible < products.length && (
        <div className={css({ display: 'flex', justifyContent: 'center', mt: '10' })}>
          <Button variant="outline" size="lg" onClick={() => setVisible((n) => n + storePageSize)}>
            {m.shop_show_more()}
          </Button>
        </div>
      )}
    </>
  )
}
