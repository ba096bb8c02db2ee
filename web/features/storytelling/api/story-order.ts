import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoryIntake, StorytellingOrder } from '#core/schemas/storytelling'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { openSlotsQueryOptions } from '~/entities/call-slots/api/open-slots'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** GET /api/storytelling/orders/:id: the family's story form and their call (decisions 039, 062). */
export function storyOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['storytelling', 'orders', orderId] as const,
    queryFn: ({ signal }) =>
      send(
        api.storytelling.orders[':id'].$get(
          { param: { id: String(orderId) } },
          { init: { signal } },
        ),
      ) as Promise<StorytellingOrder>,
    meta: userScopedQuery,
    retry: false,
  })
}

function useStoryMutation<Input>(
  orderId: number,
  call: (input: Input) => Promise<unknown>,
  /** The toasts' words, called when the answer comes (in the page's language). */
  done: { title: () => string; failed: () => string },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      queryClient.setQueryData(storyOrderQueryOptions(orderId).queryKey, view as StorytellingOrder)
      void queryClient.invalidateQueries({ queryKey: openSlotsQueryOptions.queryKey })
      toaster.create({ type: 'success', title: done.title() })
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: openSlotsQueryOptions.queryKey })
      toaster.create({ type: 'error', title: done.failed(), description: errorMessage(error) })
    },
  })
}

export function useSendStoryForm(orderId: number) {
  return useStoryMutation(
    orderId,
    (json: StoryIntake) =>
      send(api.storytelling.orders[':id'].intake.$put({ param: { id: String(orderId) }, json })),
    { title: m.content_story_form_sent, failed: m.content_story_form_failed },
  )
}

export function useBookCall(orderId: number) {
  return useStoryMutation(
    orderId,
    (slotId: number) =>
      send(
        api.storytelling.orders[':id'].booking.$post({
          param: { id: String(orderId) },
          json: { slotId },
        }),
      ),
    { title: m.content_story_call_booked, failed: m.content_story_call_failed },
  )
}

/** PUT /api/storytelling/orders/:id/sketch (multipart `file`): kept re-encoded, without metadata. */
export function useUploadSketch(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.set('file', file)
      const response = await fetch(`/api/storytelling/orders/${orderId}/sketch`, {
        method: 'PUT',
        body: form,
        credentials: 'same-origin',
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok)
        throw new Error((body as { error?: string }).error ?? m.content_story_upload_failed())
      return body as StorytellingOrder
    },
    onSuccess: (view) => {
      queryClient.setQueryData(storyOrderQueryOptions(orderId).queryKey, view)
      toaster.create({ type: 'success', title: m.content_story_sketch_added() })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: m.content_story_sketch_failed(),
        description: error.message,
      }),
  })
}

export const sketchUrl = (orderId: number) => `/api/storytelling/orders/${orderId}/sketch`
