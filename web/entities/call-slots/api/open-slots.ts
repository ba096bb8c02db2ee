import { queryOptions } from '@tanstack/react-query'
import { languageTag } from '#core/locale'
import { meetingTimeFormat } from '#core/meeting-time'
import { getLocale } from '#i18n/runtime'
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
  new Intl.DateTimeFormat(languageTag[getLocale()], meetingTimeFormat).format(new Date(iso))
