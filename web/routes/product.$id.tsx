import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { ButtonLink } from '~/components/ui/button-link'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/product/$id')({
  head: () => seo({ title: 'Product details' }),
  component: () => (
    <ScreenPlaceholder title="Product details" note="Product pages are on their way.">
      <div>
        <ButtonLink to="/store" variant="outline">
          Back to Store
        </ButtonLink>
      </div>
    </ScreenPlaceholder>
  ),
})
