import { css } from 'styled-system/css'
import { section, sectionHeader } from 'styled-system/recipes'
import { skeletonCounts } from '#core/constants'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { mutedText } from '~/components/ui/typography'
import { useFeaturedProducts } from '~/entities/products/api/get-featured-products'
import { ProductCard } from '~/entities/products/components/product-card'
import { ProductCardSkeleton } from '~/entities/products/components/product-card-skeleton'
import { errorMessage } from '~/lib/api-request'

const heading = sectionHeader()

const productGrid = css({
  display: 'grid',
  gap: { base: '3', sm: '6' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
})

function FeaturedProductsBody() {
  const { data, error, isPending, refetch, isRefetching } = useFeaturedProducts()

  if (isPending) {
    return (
      <div className={productGrid} role="status" aria-label={m.content_home_featured_loading()}>
        {Array.from({ length: skeletonCounts.homeFeatured }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    )
  }

  // A refresh that failed (offline, say) leaves the products last read in place.
  if (!data) {
    return (
      <div
        role="alert"
        className={css({
          display: 'grid',
          justifyItems: 'center',
          gap: '4',
          p: '8',
          rounded: 'xl',
          bg: 'danger.subtle',
          borderWidth: '1px',
          borderColor: 'danger.border',
          textAlign: 'center',
        })}
      >
        <p className={css({ fontWeight: '700', color: 'danger.fg' })}>
          {m.content_home_featured_error()}
        </p>
        <p className={mutedText}>{errorMessage(error)}</p>
        <Button type="button" variant="outline" onClick={() => refetch()} disabled={isRefetching}>
          {isRefetching ? m.content_home_trying_again() : m.content_home_try_again()}
        </Button>
      </div>
    )
  }

  if (data.length === 0) {
    return (
      <p className={css({ textAlign: 'center', color: 'fg.muted' })}>
        {m.content_home_featured_empty()}
      </p>
    )
  }

  return (
    <ul className={productGrid}>
      {data.map((product) => (
        <li key={product.id} className={css({ display: 'grid' })}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}

export function FeaturedProductsSection() {
  return (
    <section aria-labelledby="featured-title" className={section({ spacing: '2xl' })}>
      <header className={heading.root}>
        <h2 id="featured-title" className={heading.title}>
          {m.content_home_featured_title()}
        </h2>
        <p className={heading.lead}>{m.content_home_featured_lead()}</p>
      </header>
      <FeaturedProductsBody />
      <div className={css({ display: 'flex', justifyContent: 'center', mt: '10' })}>
        <ButtonLink to="/store" variant="outline" size="lg">
          {m.content_home_featured_all()}
        </ButtonLink>
      </div>
    </section>
  )
}
