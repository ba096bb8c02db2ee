import { etag } from 'hono/etag'
import type { User } from '#core/schemas/auth'
import { contentMessages } from '#core/schemas/content'
import { ContentLanguageQuerySchema } from '#core/schemas/language'
import { hasPermission } from '#core/staff-roles'
import { createRouter } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { findContent, listContent } from './content'

function editsContent(user: User | null): boolean {
  return user !== null && hasPermission(user.roles, 'content')
}

const pageLanguage = validate('query', ContentLanguageQuerySchema)

/**
 * Educational resources for the community area. Everyone gets the published ones, cacheable
 * publicly; staff who edit content also get drafts, in an answer no cache may keep or share.
 * `?locale=es` answers in Spanish where staff wrote it (decision 079): the language is in the
 * address, so each has its own cached copy and ETag.
 */
export const contentRoutes = createRouter()
  .get('/', pageLanguage, etag(), async (c) => {
    const editor = editsContent(c.var.user)
    const items = await listContent(c.var.db, editor, c.req.valid('query').locale)
    c.header('Cache-Control', editor ? cachePolicies.personal : cachePolicies.publicRevalidate)
    return c.json(items, 200)
  })
  .get('/:key', pageLanguage, etag(), async (c) => {
    const { locale } = c.req.valid('query')
    const item = await findContent(c.var.db, c.req.param('key'), editsContent(c.var.user), locale)
    if (!item) return c.json(errorBody(contentMessages.notFound), 404)
    c.header(
      'Cache-Control',
      item.published ? cachePolicies.publicRevalidate : cachePolicies.personal,
    )
    return c.json(item, 200)
  })
