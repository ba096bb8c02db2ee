import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProductCreate, ProductUpdate } from '#core/schemas/admin-product'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { failed } from './failure-toast'

const queryKey = ['admin', 'products'] as const

export function useCatalogue() {
  return useQuery({
    queryKey,
    meta: userScopedQuery,
    queryFn: ({ signal }) => send(api.admin.products.$get(undefined, { init: { signal } })),
    staleTime: 0,
  })
}

export type StaffProduct = NonNullable<ReturnType<typeof useCatalogue>['data']>[number]

/** After any change, staff's list and the public catalogue are read again. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey })
    void queryClient.invalidateQueries({ queryKey: ['products'] })
  }
}

export function useCreateProduct() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (product: ProductCreate) => send(api.admin.products.$post({ json: product })),
    onSuccess: (product) => {
      refresh()
      toaster.create({ type: 'success', title: `${product.name} is in the store` })
    },
    onError: failed('Could not add the product'),
  })
}

export function useUpdateProduct() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ProductUpdate }) =>
      send(api.admin.products[':id'].$patch({ param: { id: String(id) }, json: update })),
    onSuccess: (product) => {
      refresh()
      toaster.create({ type: 'success', title: `${product.name} saved` })
    },
    onError: failed('Could not save the product'),
  })
}

/** Uploads a photo (JPEG, PNG or WebP; the API checks and resizes it) for a product's imageId. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => send(api.admin.images.$post({ form: { file } })),
    onError: failed('Could not upload the photo'),
  })
}
