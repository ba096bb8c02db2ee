import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResourceCreate, ResourceUpdate } from '#core/schemas/admin-content'
import { toaster } from '~/components/ui/toaster'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { failed } from './failure-toast'

const queryKey = ['admin', 'content'] as const
const fetchResources = (signal?: AbortSignal) =>
  api.admin.content.$get(undefined, { init: { signal } })

/** A resource as staff see it: drafts too, with its Markdown. */
export type StaffResource = Answer<Awaited<ReturnType<typeof fetchResources>>>[number]

export function useStaffResources() {
  return useQuery({
    queryKey,
    meta: userScopedQuery,
    queryFn: ({ signal }) => send(fetchResources(signal)),
    staleTime: 0,
  })
}

/** After a change, staff's list and the community library are read again. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey })
    void queryClient.invalidateQueries({ queryKey: ['content'] })
  }
}

export function useCreateResource() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (resource: ResourceCreate) => send(api.admin.content.$post({ json: resource })),
    onSuccess: (resource) => {
      refresh()
      toaster.create({
        type: 'success',
        title: resource.published
          ? `${resource.title} is published`
          : `${resource.title} saved as a draft`,
      })
    },
    onError: failed('Could not add the resource'),
  })
}

export function useUpdateResource() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ResourceUpdate }) =>
      send(api.admin.content[':id'].$patch({ param: { id: String(id) }, json: update })),
    onSuccess: (resource) => {
      refresh()
      toaster.create({ type: 'success', title: `${resource.title} saved` })
    },
    onError: failed('Could not save the resource'),
  })
}

/** The HTML the resource page will show for this Markdown (the API renders it, decision 032). */
export function useMarkdownPreview() {
  return useMutation({
    mutationFn: (body: string) => send(api.admin.content.preview.$post({ json: { body } })),
    onError: failed('Could not preview the text'),
  })
}
