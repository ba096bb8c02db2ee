import { and, asc, eq, type SQL } from 'drizzle-orm'
import { baseLocale, type Locale } from '#core/locale'
import { slugPattern } from '#core/schemas/admin-content'
import {
  type ContentItem,
  type ContentItemDetail,
  type ContentSpanish,
  contentTextFields,
  hostedResourcePrefix,
} from '#core/schemas/content'
import { inLanguage } from '#core/staff-text'
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

/** The words a list shows: a resource's text is only on its own page. */
const listTextFields = ['title', 'description'] as const

/** A resource as stored: its English, and what staff wrote of it in Spanish. */
type ContentRow = Omit<ContentItemDetail, 'bodyHtml' | 'untranslated'> & {
  es: ContentSpanish | null
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

/**
 * A resource with its Markdown rendered for the page (decision 032), its words in `locale` where
 * staff wrote them (decision 079): the page's HTML is made from the text it shows. An outside
 * resource has no text here, so a Spanish one would be none to show either.
 */
export function toContentDetail(row: ContentRow, locale: Locale = baseLocale): ContentItemDetail {
  const english = {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    contentUrl: row.contentUrl,
    published: row.published,
    body: row.body,
  }
  const fields = row.body === null ? listTextFields : contentTextFields
  const item = inLanguage(english, row.es, fields, locale)
  return { ...item, bodyHtml: item.body === null ? null : renderPageMarkdown(item.body) }
}

/** The resource library in `locale`: published items, and drafts too when staff ask. */
export async function listContent(
  db: Database,
  withDrafts: boolean,
  locale: Locale,
): Promise<ContentItem[]> {
  const rows = await db
    .select({ ...listColumns, es: contentItems.es })
    .from(contentItems)
    .where(withDrafts ? undefined : eq(contentItems.published, true))
    .orderBy(asc(contentItems.id))
  return rows.map(({ es, ...item }) => inLanguage(item, es, listTextFields, locale))
}

/** One item with its body in `locale`, by id or hosted slug; undefined when there is none to show. */
export async function findContent(
  db: Database,
  segment: string,
  withDrafts: boolean,
  locale: Locale,
): Promise<ContentItemDetail | undefined> {
  const key = itemKey(segment)
  if (!key) return undefined
  const [row] = await db
    .select({ ...listColumns, body: contentItems.body, es: contentItems.es })
    .from(contentItems)
    .where(and(key, withDrafts ? undefined : eq(contentItems.published, true)))
  return row && toContentDetail(row, locale)
}
