import { createFileRoute } from '@tanstack/react-router'
import { featuredProductsQueryOptions } from '~/entities/products/api/get-featured-products'
import { HomePage } from '~/features/home/components/home-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () => seo({ title: "Unlocking Children's Cognitive Potential", type: 'website' }),
  // Start fetching before render without blocking it: the section shows skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(featuredProductsQueryOptions())
  },
  component: HomePage,
})
