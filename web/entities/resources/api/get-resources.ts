import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

/** GET /api/content: the published educational resources (SPEC §3). */
export const resourcesQueryOptions = queryOptions({
  queryKey: ['content'] as const,
  queryFn: ({ signal }) => send(api.content.$get(undefined, { init: { signal } })),
})

/** GET /api/content/:slug: a guide or article hosted here, with its text. */
export function resourceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', slug] as const,
    queryFn: ({ signal }) =>
      send(
        api.content[':key'].$get(
          { param: { key: encodeURIComponent(slug) } },
          { init: { signal } },
        ),
      ),
    staleTime: 10 * 60_000,
  })
}
