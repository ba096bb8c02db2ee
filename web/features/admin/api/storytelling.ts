import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminIntake, AdminSlot } from '#core/schemas/storytelling'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { failed } from './failure-toast'

const slotsKey = ['admin', 'storytelling', 'slots'] as const

/** Kickoff-call slots from yesterday on, with their bookings (decision 039). */
export function useStorySlots() {
  return useQuery({
    queryKey: slotsKey,
    meta: userScopedQuery,
    queryFn: async ({ signal }) =>
      (await send(
        api.admin.storytelling.slots.$get(undefined, { init: { signal } }),
      )) as AdminSlot[],
    staleTime: 0,
  })
}

export function useStoryIntakes() {
  return useQuery({
    queryKey: ['admin', 'storytelling', 'intakes'] as const,
    meta: userScopedQuery,
    queryFn: async ({ signal }) =>
      (await send(
        api.admin.storytelling.intakes.$get(undefined, { init: { signal } }),
      )) as AdminIntake[],
    staleTime: 0,
  })
}

export function usePublishSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: { startsAt: string; minutes: number; location: string }) =>
      send(api.admin.storytelling.slots.$post({ json })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: slotsKey })
      toaster.create({ type: 'success', title: 'Call time published' })
    },
    onError: failed('Could not publish the time'),
  })
}

export function useRemoveSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.storytelling.slots[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: slotsKey })
      toaster.create({ type: 'success', title: 'Call time removed' })
    },
    onError: failed('Could not remove the time'),
  })
}
