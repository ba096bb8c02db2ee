import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DocumentUpdate, FigureUpdate } from '#core/schemas/organization-facts'
import { toaster } from '~/components/ui/toaster'
import { factsQueryKey } from '~/entities/facts/api/get-facts'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { failed } from './failure-toast'

const facts = api.admin.facts

/** GET /api/admin/facts: every figure and document, unpublished ones too, with their Spanish. */
export const adminFactsQueryOptions = queryOptions({
  queryKey: ['admin', 'facts'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(facts.$get(undefined, { init: { signal } })),
})

export function useAdminFacts() {
  return useQuery(adminFactsQueryOptions)
}

/**
 * Saved, read again here and on the public pages this browser shows next (in either language),
 * and toasted.
 */
function useSaved(what: string) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminFactsQueryOptions.queryKey })
    void queryClient.invalidateQueries({ queryKey: factsQueryKey })
    toaster.create({ type: 'success', title: `${what} saved` })
  }
}

export function useUpdateFigure() {
  return useMutation({
    mutationFn: ({ key, update }: { key: string; update: FigureUpdate }) =>
      send(facts.figures[':key'].$patch({ param: { key }, json: update })),
    onSuccess: useSaved('Figure'),
    onError: failed('Could not save the figure'),
  })
}

export function useUpdateDocument() {
  return useMutation({
    mutationFn: ({ key, update }: { key: string; update: DocumentUpdate }) =>
      send(facts.documents[':key'].$patch({ param: { key }, json: update })),
    onSuccess: useSaved('Document'),
    onError: failed('Could not save the document'),
  })
}
