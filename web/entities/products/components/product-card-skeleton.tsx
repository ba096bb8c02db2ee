import { css, cx } from 'styled-system/css'
import { skeleton } from 'styled-system/recipes'
import { productCardStyles } from './product-card'

/** Holds a product card's place while the catalogue loads; hidden from assistive tech. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={productCardStyles.root}>
      <div className={cx(productCardStyles.media, skeleton(), css({ rounded: '0' }))} />
      <div className={productCardStyles.body}>
        <span className={cx(skeleton({ shape: 'text' }), css({ w: '3/4', fontSize: 'lg' }))} />
        <span className={cx(skeleton({ shape: 'text' }), css({ w: '1/3', fontSize: 'xl' }))} />
        <span className={cx(skeleton(), css({ h: '11', rounded: 'full', mt: '2' }))} />
      </div>
    </div>
  )
}
