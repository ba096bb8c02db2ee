import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '#i18n/runtime'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'

/** Every library query starts with this; `resourcesKey()` adds the page's language. */
export const resourcesQueryKey = ['content'] as const

/** What staff wrote differs by language (decision 079): each language's answers are cached apart. */
export function resourcesKey() {
  return [...resourcesQueryKey, getLocale()] as const
}

/** GET /api/content: the published educational resources (SPEC §3), in the page's language. */
export function resourcesQueryOptions() {
  return queryOptions({
    queryKey: resourcesKey(),
    queryFn: ({ signal }) =>
      send(api.content.$get({ query: contentLanguageQuery() }, { init: { signal } })),
  })
}

/** GET /api/content/:slug: a guide or article hosted here, with its text in the page's language. */
export function resourceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...resourcesKey(), 'detail', slug] as const,
    queryFn: ({ signal }) =>
      send(
        api.content[':key'].$get(
          { param: { key: encodeURIComponent(slug) }, query: contentLanguageQuery() },
          { init: { signal } },
        ),
      ),
    staleTime: 10 * 60_000,
  })
}
