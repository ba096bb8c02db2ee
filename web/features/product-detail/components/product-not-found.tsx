import { css } from 'styled-system/css'
import { PageSection } from '~/components/blocks/page-section'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1 } from '~/components/ui/typography'

/** An unknown or malformed product id: a friendly way back to the catalogue. */
export function ProductNotFound() {
  return (
    <PageSection>
      <div
        className={css({
          display: 'grid',
          justifyItems: 'center',
          gap: '4',
          py: '10',
          textAlign: 'center',
        })}
      >
        <h1 className={headingH1}>Product not found</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>
          This product may have sold out for good or the link may be mistyped. Our other puzzles and
          kits are waiting in the store.
        </p>
        <ButtonLink to="/store">Back to Store</ButtonLink>
      </div>
    </PageSection>
  )
}
