import {
  ApplicationUpdateSchema,
  applicationMessages,
  ListQuerySchema,
} from '#core/schemas/admin-lists'
import { createRouter } from '../app-env'
import { csvResponse, wantsCsv } from '../lib/csv'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import {
  type ApplicationKind,
  applicationCsvRows,
  applicationKinds,
  findApplication,
  listApplications,
  listSubscribers,
  staffUnsubscribe,
  subscriberCsvHeader,
  subscriberCsvRows,
  updateApplication,
} from '../outreach'

/**
 * Volunteer or program applications, or accessibility reports, for staff (decision 031): the list (JSON pages, or CSV with
 * `Accept: text/csv`), one application, and PATCH of its status and notes.
 */
const updateStatuses = { 'not-found': 404, 'refused-move': 409 } as const

/** Each kind's CSV file, named as its list is in the API. */
const csvFiles = {
  volunteer: 'volunteer-applications.csv',
  program: 'program-applications.csv',
  accessibility: 'accessibility-reports.csv',
} as const satisfies Record<ApplicationKind, string>

function applicationRoutes(kind: ApplicationKind) {
  return createRouter()
    .get('/', validate('query', ListQuerySchema), async (c) => {
      const query = c.req.valid('query')
      if (wantsCsv(c.req.header('Accept'))) {
        const { csvHeader } = applicationKinds[kind]
        return csvResponse(
          csvFiles[kind],
          [...csvHeader],
          applicationCsvRows(c.var.db, kind, query),
        )
      }
      return c.json(await listApplications(c.var.db, kind, query), 200)
    })
    .get('/:id', async (c) => {
      const id = parseId(c.req.param('id'))
      const row = id === null ? undefined : await findApplication(c.var.db, kind, id)
      if (!row) return c.json(errorBody(applicationMessages.notFound), 404)
      return c.json(row, 200)
    })
    .patch('/:id', validate('json', ApplicationUpdateSchema), async (c) => {
      const id = parseId(c.req.param('id'))
      if (id === null) return c.json(errorBody(applicationMessages.notFound), 404)
      const { db, clock } = c.var
      const result = await updateApplication(
        db,
        kind,
        id,
        c.req.valid('json'),
        c.var.user!,
        clock(),
      )
      if (!result.ok) return c.json(errorBody(result.error), updateStatuses[result.reason])
      return c.json((await findApplication(db, kind, id))!, 200)
    })
}

export const volunteerApplicationRoutes = applicationRoutes('volunteer')
export const programApplicationAdminRoutes = applicationRoutes('program')
export const barrierReportAdminRoutes = applicationRoutes('accessibility')

/** Mailing-list subscribers for staff: list or CSV, and unsubscribing someone on request. */
export const subscriberAdminRoutes = createRouter()
  .get('/', validate('query', ListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    if (wantsCsv(c.req.header('Accept'))) {
      return csvResponse('subscribers.csv', subscriberCsvHeader, subscriberCsvRows(c.var.db, query))
    }
    return c.json(await listSubscribers(c.var.db, query), 200)
  })
  .post('/:id/unsubscribe', async (c) => {
    const id = parseId(c.req.param('id'))
    const row =
      id === null ? undefined : await staffUnsubscribe(c.var.db, id, c.var.user!, c.var.clock())
    if (!row) return c.json(errorBody('Subscriber not found'), 404)
    return c.json(row, 200)
  })
