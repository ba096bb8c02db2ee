import { and, asc, eq, type SQL } from 'drizzle-orm'
import { slugPattern } from '#core/schemas/admin-content'
import {
  type ContentItem,
  type ContentItemDetail,
  hostedResourcePrefix,
} from '#core/schemas/content'
import type { Database } from '../../db/client'
import { contentItems } from '../../db/schema/community'
import { renderPageMarkdown } from '../lib/markdown'
import { parseId } from '../lib/parse-id'

const listColumns = {
  id: contentItems.id,
  title: contentItems.title,
  description: contentItems.description,
  type: contentItems.type,
  contentUrl: contentItems.contentUrl,
  published: contentItems.published,
}

/** An id ('7') or a hosted resource's slug ('storytelling-prompts-for-ages-6-12'). */
function itemKey(segment: string): SQL | undefined {
  const id = parseId(segment)
  if (id) return eq(contentItems.id, id)
  if (segment.length <= 200 && slugPattern.test(segment)) {
    return eq(contentItems.contentUrl, `${hostedResourcePrefix}${segment}`)
  }
  return undefined
}

/** A resource with its Markdown rendered for the page (decision 032). */
export function toContentDetail(row: Omit<ContentItemDetail, 'bodyHtml'>): ContentItemDetail {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    contentUrl: row.contentUrl,
    published: row.published,
    body: row.body,
    bodyHtml: row.body === null ? null : renderPageMarkdown(row.body),
  }
}

/** The resource library: published items, and drafts too when staff ask. */
export function listContent(db: Database, withDrafts: boolean): Promise<ContentItem[]> {
  return db
    .select(listColumns)
    .from(contentItems)
    .where(withDrafts ? undefined : eq(contentItems.published, true))
    .orderBy(asc(contentItems.id))
}

/** One item with its body, by id or hosted slug; undefined when there is none to show. */
export async function findContent(
  db: Database,
  segment: string,
  withDrafts: boolean,
): Promise<ContentItemDetail | undefined> {
  const key = itemKey(segment)
  if (!key) return undefined
  const [row] = await db
    .select({ ...listColumns, body: contentItems.body })
    .from(contentItems)
    .where(and(key, withDrafts ? undefined : eq(contentItems.published, true)))
  return row && toContentDetail(row)
}
