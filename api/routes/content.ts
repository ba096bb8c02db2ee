import { asc, eq } from 'drizzle-orm'
import { contentItems } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { publicShortCache } from '../lib/cache-control'

/** Educational resources for the community area: published items only. */
export const contentRoutes = createRouter().get('/', publicShortCache(), async (c) => {
  const rows = await c.var.db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      description: contentItems.description,
      type: contentItems.type,
      contentUrl: contentItems.contentUrl,
      published: contentItems.published,
    })
    .from(contentItems)
    .where(eq(contentItems.published, true))
    .orderBy(asc(contentItems.id))
  return c.json(rows, 200)
})
