import { skeletonCounts } from '#core/constants'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { visuallyHidden } from '~/components/ui/typography'
import { ProductCardSkeleton } from '~/entities/products/components/product-card-skeleton'
import { StoreHeader } from './store-header'
import { productGridStyle } from './store-product-grid'

/** The store while the catalogue loads: the header and 8 placeholder cards (SPEC §9). */
export function StoreSkeleton() {
  return (
    <PageSection>
      <StoreHeader />
      <div className={productGridStyle} role="status" aria-label={m.shop_loading_products()}>
        {Array.from({ length: skeletonCounts.store }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
      <span className={visuallyHidden}>{m.shop_loading_products()}</span>
    </PageSection>
  )
}
