import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { useCartActions } from '~/entities/cart/use-cart'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { errorMessage } from '~/lib/api-request'
import { findTierProduct } from '../lib/find-tier-product'

/**
 * A tier button: look the tier up in the catalogue (so the cart gets the server's price and
 * image), add it to the cart and open checkout.
 */
export function useAddTierToCart() {
  const queryClient = useQueryClient()
  const { addItem } = useCartActions()
  const navigate = useNavigate()

  return useMutation({
    mutationFn: async (tierName: string) => {
      const products = await queryClient.fetchQuery(productsQueryOptions())
      return findTierProduct(products, tierName)
    },
    onSuccess: (product) => {
      addItem({
        productId: product.id,
        name: product.name,
        price: product.price,
        imageUrl: product.imageUrl,
        ships: product.ships,
      })
      toaster.create({
        title: m.content_storytelling_added(),
        description: product.name,
        type: 'success',
      })
      return navigate({ to: '/checkout' })
    },
    onError: (error) => {
      toaster.create({
        title: m.content_storytelling_add_failed(),
        description: errorMessage(error),
        type: 'error',
      })
    },
  })
}
