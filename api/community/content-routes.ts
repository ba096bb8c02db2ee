import { and, asc, eq, type SQL } from 'drizzle-orm'
import {
  type ContentItem,
  type ContentItemDetail,
  contentMessages,
  hostedResourcePrefix,
} from '../../core/schemas/content'
import { contentItems } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'

const listColumns = {
  id: contentItems.id,
  title: contentItems.title,
  description: contentItems.description,
  type: contentItems.type,
  contentUrl: contentItems.contentUrl,
  published: contentItems.published,
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An id ('7') or a hosted resource's slug ('storytelling-prompts-for-ages-6-12'). */
function itemKey(segment: string): SQL | undefined {
  const id = parseId(segment)
  if (id) return eq(contentItems.id, id)
  if (segment.length <= 200 && slugPattern.test(segment)) {
    return eq(contentItems.contentUrl, `${hostedResourcePrefix}${segment}`)
  }
  return undefined
}

/**
 * Educational resources for the community area. Everyone gets the published ones, cacheable
 * publicly; an admin also gets drafts, in an answer no cache may keep or share.
 */
export const contentRoutes = createRouter()
  .get('/', async (c) => {
    const isAdmin = c.var.user?.isAdmin === true
    const rows: ContentItem[] = await c.var.db
      .select(listColumns)
      .from(contentItems)
      .where(isAdmin ? undefined : eq(contentItems.published, true))
      .orderBy(asc(contentItems.id))
    c.header('Cache-Control', isAdmin ? cachePolicies.personal : cachePolicies.publicShort)
    return c.json(rows, 200)
  })
  .get('/:key', async (c) => {
    const key = itemKey(c.req.param('key'))
    const isAdmin = c.var.user?.isAdmin === true
    const [row] = key
      ? await c.var.db
          .select({ ...listColumns, body: contentItems.body })
          .from(contentItems)
          .where(and(key, isAdmin ? undefined : eq(contentItems.published, true)))
      : []
    if (!row) return c.json(errorBody(contentMessages.notFound), 404)
    const item: ContentItemDetail = row
    c.header('Cache-Control', item.published ? cachePolicies.publicShort : cachePolicies.personal)
    return c.json(item, 200)
  })
