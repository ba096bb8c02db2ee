import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Figure, FigureKey } from '#core/schemas/organization-facts'
import { api, send } from '~/lib/api-client'

/**
 * GET /api/facts: the figures the pages quote, each with its source and as-of date, and the
 * published reports (decision 058). Pages that quote one start this in their loader, so the
 * server's render has it.
 */
export const factsQueryOptions = queryOptions({
  queryKey: ['facts'] as const,
  queryFn: ({ signal }) => send(api.facts.$get(undefined, { init: { signal } })),
  staleTime: 5 * 60_000,
})

/** One figure, once the facts have loaded (undefined before, or offline without them). */
export function useFigure(key: FigureKey): Figure | undefined {
  return useQuery({
    ...factsQueryOptions,
    select: (facts) => facts.figures.find((figure) => figure.key === key),
  }).data
}
