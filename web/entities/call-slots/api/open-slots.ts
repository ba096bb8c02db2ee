import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

/**
 * GET /api/storytelling/slots: the kickoff-call times no order holds, soonest first. Public: the
 * checkout offers them before the parent signs in (decision 062). Always asked afresh.
 */
export const openSlotsQueryOptions = queryOptions({
  queryKey: ['storytelling', 'slots'] as const,
  queryFn: ({ signal }) => send(api.storytelling.slots.$get(undefined, { init: { signal } })),
  staleTime: 0,
})

/** A call's time in the family's own time zone, with the zone named. */
export const callTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
