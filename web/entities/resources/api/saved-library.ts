import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getLocale } from '#i18n/runtime'
import {
  canSaveForOffline,
  removeResource,
  savedResources,
  saveResources,
} from '~/lib/offline/saved-library'

/** What this device keeps for offline reading in the page's language (decision 093). */
export function savedLibraryQueryOptions() {
  return queryOptions({
    queryKey: ['saved-library', getLocale()] as const,
    queryFn: () => savedResources(getLocale()),
    // Read from the device itself: offline too. Never on the server, which has no device.
    networkMode: 'always',
    enabled: canSaveForOffline(),
  })
}

/** Saves resources (by slug, one after the other) or removes one; the list is read again after. */
export function useSavedLibraryChanges() {
  const queryClient = useQueryClient()
  const settled = () => queryClient.invalidateQueries({ queryKey: ['saved-library'] })
  const save = useMutation({
    mutationFn: (slugs: string[]) => saveResources(slugs, getLocale()),
    onSettled: settled,
  })
  const remove = useMutation({
    mutationFn: (slug: string) => removeResource(slug, getLocale()),
    onSettled: settled,
  })
  return { save, remove }
}
