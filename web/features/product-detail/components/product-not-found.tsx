import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
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
        <h1 className={headingH1}>{m.shop_product_not_found()}</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>
          {m.shop_product_not_found_text()}
        </p>
        <ButtonLink to="/store">{m.shop_back_to_store()}</ButtonLink>
      </div>
    </PageSection>
  )
}
