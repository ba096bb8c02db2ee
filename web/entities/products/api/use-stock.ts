import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { productsQueryOptions } from './get-products'

/**
 * Each product's stock by id, from the catalogue once it has loaded (undefined before): what caps
 * a cart line's stepper, on /cart and in the checkout summary.
 */
export function useStockById(): ReadonlyMap<number, number> | undefined {
  const { data: products } = useQuery(productsQueryOptions())
  return useMemo(
    () => (products ? new Map(products.map((product) => [product.id, product.stock])) : undefined),
    [products],
  )
}
