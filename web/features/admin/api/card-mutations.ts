import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  EducationStatCreate,
  EducationStatUpdate,
  NetworkingContactCreate,
  NetworkingContactUpdate,
} from '#core/schemas/admin-cards'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { failed } from './failure-toast'
import { educationStatsQueryOptions } from './get-education-stats'
import { networkingContactsQueryOptions } from './get-networking-contacts'

/** Add, change and remove for one card list, each read again and toasted when done. */
function cardMutations<Create, Update>(
  queryKey: QueryKey,
  what: string,
  calls: {
    create: (input: Create) => Promise<unknown>
    update: (id: number, update: Update) => Promise<unknown>
    remove: (id: number) => Promise<unknown>
  },
) {
  function useDone(title: string) {
    const queryClient = useQueryClient()
    return () => {
      void queryClient.invalidateQueries({ queryKey })
      toaster.create({ type: 'success', title })
    }
  }
  return {
    useCreate: () =>
      useMutation({
        mutationFn: calls.create,
        onSuccess: useDone(`${what} added`),
        onError: failed(`Could not add the ${what.toLowerCase()}`),
      }),
    useUpdate: () =>
      useMutation({
        mutationFn: ({ id, update }: { id: number; update: Update }) => calls.update(id, update),
        onSuccess: useDone(`${what} saved`),
        onError: failed(`Could not save the ${what.toLowerCase()}`),
      }),
    useRemove: () =>
      useMutation({
        mutationFn: calls.remove,
        onSuccess: useDone(`${what} removed`),
        onError: failed(`Could not remove the ${what.toLowerCase()}`),
      }),
  }
}

const stats = api.admin['education-stats']
export const statMutations = cardMutations<EducationStatCreate, EducationStatUpdate>(
  educationStatsQueryOptions.queryKey,
  'Statistic',
  {
    create: (json) => send(stats.$post({ json })),
    update: (id, json) => send(stats[':id'].$patch({ param: { id: String(id) }, json })),
    remove: (id) => send(stats[':id'].$delete({ param: { id: String(id) } })),
  },
)

const contacts = api.admin['networking-contacts']
export const contactMutations = cardMutations<NetworkingContactCreate, NetworkingContactUpdate>(
  networkingContactsQueryOptions.queryKey,
  'Contact',
  {
    create: (json) => send(contacts.$post({ json })),
    update: (id, json) => send(contacts[':id'].$patch({ param: { id: String(id) }, json })),
    remove: (id) => send(contacts[':id'].$delete({ param: { id: String(id) } })),
  },
)
