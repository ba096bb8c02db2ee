import { queryOptions } from '@tanstack/react-query'
import type { GivingStatement } from '#core/schemas/giving-statement'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'
import { userScopedQuery } from '~/lib/session'

/** The signed link's query, or none for the signed-in donor's own statement. */
export interface StatementLink {
  email: string
  token: string
}

/** GET /api/account/giving-statement or, through an e-mailed link, /api/giving-statements. */
export function statementQueryOptions(year: number, link: StatementLink | null) {
  return queryOptions({
    queryKey: ['giving-statement', year, link?.email ?? null, link?.token ?? null] as const,
    queryFn: ({ signal }) =>
      (link
        ? send(
            api['giving-statements'].$get(
              { query: { year: String(year), ...link } },
              { init: { signal } },
            ),
          )
        : send(
            api.account['giving-statement'].$get(
              { query: { year: String(year) } },
              { init: { signal } },
            ),
          )) as Promise<GivingStatement>,
    meta: userScopedQuery,
    retry: false,
  })
}

/** Where the PDF of the same statement downloads from. */
export function statementPdfUrl(year: number, link: StatementLink | null) {
  // A download carries the browser's language, not the page's: the address says it.
  const query = new URLSearchParams({ year: String(year), ...link, ...contentLanguageQuery() })
  if (!link) return `/api/account/giving-statement.pdf?${query}`
  return `/api/giving-statements/pdf?${query}`
}
