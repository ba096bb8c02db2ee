import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '#core/locale'
import type { NewsletterDraft } from '#core/schemas/newsletter'
import { toaster } from '~/components/ui/toaster'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { failed } from './failure-toast'

const fetchNewsletters = (signal?: AbortSignal) =>
  api.admin.newsletters.$get(undefined, { init: { signal } })

/** A newsletter with its copies counted (queued, sent, failed) against its recipients. */
export type Newsletter = Answer<Awaited<ReturnType<typeof fetchNewsletters>>>[number]

/** Still moving: being queued, or queued copies not yet sent or failed. */
export const inProgress = (n: Newsletter) =>
  n.status === 'sending' || (n.status === 'sent' && n.sent + n.failed < n.queued)

export const newslettersQueryOptions = queryOptions({
  queryKey: ['admin', 'newsletters'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(fetchNewsletters(signal)),
  staleTime: 0,
  // The progress bar follows the send, and picks it up again after a reload.
  refetchInterval: (query) => (query.state.data?.some(inProgress) ? 1500 : false),
})

export function useNewsletters() {
  return useQuery(newslettersQueryOptions)
}

function useRefreshList() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: newslettersQueryOptions.queryKey })
}

/** Saves the form as a new draft, or over the draft being edited. */
export function useSaveDraft() {
  const refresh = useRefreshList()
  return useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: NewsletterDraft }) =>
      id === undefined
        ? send(api.admin.newsletters.$post({ json: draft }))
        : send(api.admin.newsletters[':id'].$put({ param: { id: String(id) }, json: draft })),
    onSuccess: () => {
      void refresh()
      toaster.create({ type: 'success', title: 'Draft saved' })
    },
    onError: failed('Could not save the draft'),
  })
}

/** The saved draft in the e-mail template, in English or in its Spanish version. */
export function usePreview(id: number | undefined, locale: Locale = 'en') {
  return useQuery({
    queryKey: ['admin', 'newsletters', id, 'preview', locale] as const,
    meta: userScopedQuery,
    queryFn: ({ signal }) =>
      send(
        api.admin.newsletters[':id'].preview.$get(
          { param: { id: String(id) }, query: { locale } },
          { init: { signal } },
        ),
      ),
    enabled: id !== undefined,
    staleTime: 0,
  })
}

type Action = 'test' | 'send' | 'pause' | 'resume'

const actionToasts: Record<Action, string> = {
  test: 'Test sent to your address',
  send: 'Sending to subscribers',
  pause: 'Sending paused',
  resume: 'Sending resumed',
}

/** Test copy, send, pause, resume. */
export function useNewsletterAction() {
  const refresh = useRefreshList()
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: Action }) => {
      const endpoint = api.admin.newsletters[':id']
      const param = { param: { id: String(id) } }
      if (action === 'test') await send(endpoint.test.$post(param))
      else if (action === 'send') await send(endpoint.send.$post(param))
      else if (action === 'pause') await send(endpoint.pause.$post(param))
      else await send(endpoint.resume.$post(param))
    },
    onSuccess: (_, { action }) => {
      void refresh()
      toaster.create({ type: 'success', title: actionToasts[action] })
    },
    onError: failed('That did not work'),
  })
}
