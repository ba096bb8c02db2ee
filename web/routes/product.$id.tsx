import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router'
import { productJsonLd } from '#core/structured-data'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { parseProductId, productQueryOptions } from '~/entities/products/api/get-product'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { ProductPage } from '~/features/product-detail/components/product-page'
import { ApiError } from '~/lib/api-request'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { seo } from '~/lib/seo'
import { siteOrigin } from '~/lib/site-origin'

export const Route = createFileRoute('/product/$id')({
  ssr: true,
  loader: async ({ context, params }) => {
    const id = parseProductId(params.id)
    if (id === null) throw notFound()
    // 'You Might Also Like' reads the catalogue; in the browser, without holding the page for it.
    const related = prefetchForFirstPaint(context.queryClient, [productsQueryOptions()])
    try {
      const [product] = await Promise.all([
        context.queryClient.ensureQueryData(productQueryOptions(id)),
        related,
      ])
      return product
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) =>
    seo(
      loaderData
        ? {
            title: loaderData.name,
            description: loaderData.description,
            type: 'product',
            path: `/product/${loaderData.id}`,
            image: loaderData.image?.src ?? loaderData.imageUrl,
            jsonLd: productJsonLd(loaderData, siteOrigin(), getLocale()),
          }
        : { title: m.shop_product_not_found() },
    ),
  component: ProductPage,
  // Lazy: a route's not-found component otherwise ships in the first-load bundle of every page.
  notFoundComponent: lazyRouteComponent(
    () => import('~/features/product-detail/components/product-not-found'),
    'ProductNotFound',
  ),
})
