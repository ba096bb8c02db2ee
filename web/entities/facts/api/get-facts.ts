import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Figure, FigureKey } from '#core/schemas/organization-facts'
import { getLocale } from '#i18n/runtime'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'

/** Every facts query starts with this; each language's answer is cached under its own key. */
export const factsQueryKey = ['facts'] as const

/**
 * GET /api/facts: the figures the pages quote, each with its source and as-of date, and the
 * published reports (decision 058), in the page's language where staff wrote it (decision 079).
 * Pages that quote one start this in their loader, so the server's render has it.
 */
export function factsQueryOptions() {
  return queryOptions({
    queryKey: [...factsQueryKey, getLocale()] as const,
    queryFn: ({ signal }) =>
      send(api.facts.$get({ query: contentLanguageQuery() }, { init: { signal } })),
    staleTime: 5 * 60_000,
  })
}

/** One figure, once the facts have loaded (undefined before, or offline without them). */
export function useFigure(key: FigureKey): Figure | undefined {
  return useQuery({
    ...factsQueryOptions(),
    select: (facts) => facts.figures.find((figure) => figure.key === key),
  }).data
}
