import { etag } from 'hono/etag'
import { contentMessages } from '#core/schemas/content'
import { createRouter } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { findContent, listContent } from './content'

/**
 * Educational resources for the community area. Everyone gets the published ones, cacheable
 * publicly; an admin also gets drafts, in an answer no cache may keep or share.
 */
export const contentRoutes = createRouter()
  .get('/', etag(), async (c) => {
    const isAdmin = c.var.user?.isAdmin === true
    const items = await listContent(c.var.db, isAdmin)
    c.header('Cache-Control', isAdmin ? cachePolicies.personal : cachePolicies.publicRevalidate)
    return c.json(items, 200)
  })
  .get('/:key', etag(), async (c) => {
    const item = await findContent(c.var.db, c.req.param('key'), c.var.user?.isAdmin === true)
    if (!item) return c.json(errorBody(contentMessages.notFound), 404)
    c.header(
      'Cache-Control',
      item.published ? cachePolicies.publicRevalidate : cachePolicies.personal,
    )
    return c.json(item, 200)
  })
