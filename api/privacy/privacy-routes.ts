import { authMessages } from '#core/schemas/auth'
import { requireUser, throttlePerUser } from '../accounts'
import { createRouter } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { personalData } from './personal-data'

/**
 * A member's own data (issue 37, docs/decisions/087). GET /api/account/export answers all of it
 * as one JSON file to keep: a download, never kept by any cache.
 */
export const privacyRoutes = createRouter()
  .use(requireUser)
  .get('/export', throttlePerUser('data-export', 'forms'), async (c) => {
    const now = c.var.clock()
    const data = await personalData(c.var.db, c.var.user!.id, now)
    // The session's account always exists; a row gone meanwhile answers like a signed-out visit.
    if (!data) return c.json(errorBody(authMessages.notSignedIn), 401)
    const day = now.toISOString().slice(0, 10)
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="brightminds-my-data-${day}.json"`,
      'Cache-Control': cachePolicies.personal,
    })
  })
