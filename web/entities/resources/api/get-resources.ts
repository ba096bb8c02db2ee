import { queryOptions } from '@tanstack/react-query'
import type { ContentItem, ContentItemDetail } from '#core/schemas/content'
import { apiGet } from '~/lib/api-request'

/** GET /api/content: the published educational resources (SPEC §3). */
export const resourcesQueryOptions = queryOptions({
  queryKey: ['content'] as const,
  queryFn: ({ signal }) => apiGet<ContentItem[]>('/api/content', signal),
})

/** GET /api/content/:slug: a guide or article hosted here, with its text. */
export function resourceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', slug] as const,
    queryFn: ({ signal }) =>
      apiGet<ContentItemDetail>(`/api/content/${encodeURIComponent(slug)}`, signal),
    staleTime: 10 * 60_000,
  })
}
