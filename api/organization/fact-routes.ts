import type { Context } from 'hono'
import { dateIn } from '#core/calendar-year'
import { ContentLanguageQuerySchema } from '#core/schemas/language'
import {
  DocumentUpdateSchema,
  FigureUpdateSchema,
  factMessages,
} from '#core/schemas/organization-facts'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { type FactOutcome, listFacts, publicFacts, updateDocument, updateFigure } from './facts'

/**
 * GET /api/facts: the figures every page quotes, with their sources, and the published reports.
 * `?locale=es` answers in Spanish where staff wrote it (decision 079): the language is in the
 * address, so each has its own cached copy.
 */
export const factRoutes = createRouter().get(
  '/',
  validate('query', ContentLanguageQuerySchema),
  async (c) => {
    c.header('Cache-Control', cachePolicies.publicRevalidate)
    return c.json(await publicFacts(c.var.db, c.req.valid('query').locale), 200)
  },
)

function today(c: Context<AppEnv>) {
  return dateIn(c.var.clock(), c.var.settings.giving.timeZone)
}

function answer<T>(c: Context<AppEnv>, outcome: FactOutcome<T>, notFound: string) {
  if (outcome.ok) return c.json(outcome.fact, 200)
  if (outcome.reason === 'future') return c.json(errorBody(factMessages.asOfFuture), 400)
  return c.json(errorBody(notFound), 404)
}

/**
 * `/api/admin/facts`: the list, and a change to one figure or document (decision 058), each with
 * its Spanish beside the English (decision 079).
 */
export const factAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listFacts(c.var.db), 200))
  .patch('/figures/:key', validate('json', FigureUpdateSchema), async (c) => {
    const update = c.req.valid('json')
    const outcome = await updateFigure(c.var.db, c.req.param('key'), update, c.var.user!, today(c))
    return answer(c, outcome, factMessages.figureNotFound)
  })
  .patch('/documents/:key', validate('json', DocumentUpdateSchema), async (c) => {
    const update = c.req.valid('json')
    const outcome = await updateDocument(
      c.var.db,
      c.req.param('key'),
      update,
      c.var.user!,
      today(c),
    )
    return answer(c, outcome, factMessages.documentNotFound)
  })
