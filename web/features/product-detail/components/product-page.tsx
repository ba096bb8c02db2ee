import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { ShareLink } from '~/components/blocks/share-link'
import { Badge } from '~/components/ui/badge'
import { NotInSpanish } from '~/components/ui/not-in-spanish'
import { headingH1 } from '~/components/ui/typography'
import { parseProductId, productQueryOptions } from '~/entities/products/api/get-product'
import { categoryLabel } from '~/entities/products/category-label'
import { AddToCart } from './add-to-cart'
import { EducationalBenefits } from './educational-benefits'
import { ProductFactsList } from './product-facts'
import { ProductGallery } from './product-gallery'
import { ProductNotes } from './product-notes'
import { RelatedProducts } from './related-products'

export const backLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  mb: '6',
  fontWeight: '600',
  color: 'primary.fg',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
})

export function ProductPage() {
  const { id } = useParams({ from: '/product/$id' })
  // The loader has already turned a malformed id into the not-found state.
  const { data: product } = useSuspenseQuery(productQueryOptions(parseProductId(id) ?? 0))

  return (
    <PageSection>
      <Link to="/store" className={backLinkStyle}>
        <span aria-hidden="true">←</span> {m.shop_back_to_store()}
      </Link>
      <div
        className={css({
          display: 'grid',
          gap: { base: '8', lg: '12' },
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        })}
      >
        <ProductGallery key={product.id} product={product} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Badge variant="subtle" tone="secondary">
              {categoryLabel(product.category)}
            </Badge>
            {product.featured && (
              <Badge variant="solid" tone="accent">
                {m.shop_best_seller()}
              </Badge>
            )}
          </div>
          <h1 className={headingH1} lang={langOf(product, 'name')}>
            {product.name}
          </h1>
          <p className={css({ fontSize: '3xl', fontWeight: '800', color: 'primary.fg' })}>
            {formatDollars(product.price)}
          </p>
          <p
            className={css({ color: 'fg.muted', fontSize: 'lg' })}
            lang={langOf(product, 'description')}
          >
            {product.description}
          </p>
          <NotInSpanish item={product} />
          <AddToCart key={product.id} product={product} />
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <ShareLink path={`/product/${product.id}`} title={product.name} />
          </div>
          <ProductFactsList product={product} />
          <ProductNotes product={product} />
        </div>
      </div>
      {/* A toy's benefits (fine motor skills…) say nothing true about a storytelling service. */}
      {product.kind === 'physical' && <EducationalBenefits />}
      <RelatedProducts product={product} />
    </PageSection>
  )
}
