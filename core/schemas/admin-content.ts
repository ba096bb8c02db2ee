import * as v from 'valibot'
import { contentTypes } from './content'
import { line, plain, text } from './fields'

export const resourceMessages = {
  title: 'The title needs 2 to 160 characters',
  description: 'The description needs 10 to 500 characters',
  type: 'Type is video, article, guide or other',
  link: 'The link is an https address',
  slug: 'The address is lowercase words joined by hyphens, like family-puzzle-night',
  body: 'Write the guide (at most 50,000 characters)',
  oneSource: 'Give either a link to another site or the text of a guide hosted here',
  inUse: 'Another resource already uses this address',
  wrongSource: 'This resource is hosted here: change its text, not a link',
  wrongSourceLink: 'This resource links to another site: change its link, not a text',
  notFound: 'Resource not found',
  nothingToChange: 'Send at least one field to change',
} as const

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const fields = {
  title: line(2, resourceMessages.title, 160),
  description: text(10, resourceMessages.description, 500),
  type: v.picklist(contentTypes, resourceMessages.type),
  published: v.boolean('published is true or false'),
  link: v.pipe(
    v.string(resourceMessages.link),
    v.trim(),
    v.maxLength(500, resourceMessages.link),
    v.regex(/^https:\/\/[^\s"'<>]+$/, resourceMessages.link),
  ),
  slug: v.pipe(
    v.string(resourceMessages.slug),
    v.maxLength(120, resourceMessages.slug),
    v.regex(slugPattern, resourceMessages.slug),
  ),
  body: v.pipe(
    v.string(resourceMessages.body),
    v.trim(),
    v.minLength(1, resourceMessages.body),
    v.maxLength(50_000, resourceMessages.body),
    plain({ multiLine: true }),
  ),
}

/**
 * A resource's words in Spanish (decision 079), held to the English rules: each is optional, and
 * one left out is shown in English. Null clears them all.
 */
export const ResourceSpanishSchema = v.nullable(
  v.strictObject({
    title: v.optional(fields.title),
    description: v.optional(fields.description),
    body: v.optional(fields.body),
  }),
)

/**
 * POST /api/admin/content (decision 032): an outside resource (`link`) or a guide hosted here
 * (`body` in Markdown, at /resources/<slug>; the slug defaults to one made from the title).
 * A new resource is a draft unless `published`; `es` holds its words in Spanish, a text only for
 * a guide hosted here.
 */
export const ResourceCreateSchema = v.pipe(
  v.strictObject({
    title: fields.title,
    description: fields.description,
    type: fields.type,
    published: v.optional(fields.published, false),
    link: v.optional(fields.link),
    slug: v.optional(fields.slug),
    body: v.optional(fields.body),
    es: v.optional(ResourceSpanishSchema),
  }),
  v.check(
    (input) => (input.link === undefined) !== (input.body === undefined),
    resourceMessages.oneSource,
  ),
  v.check(
    (input) => input.link === undefined || input.slug === undefined,
    resourceMessages.oneSource,
  ),
  v.check(
    (input) => input.link === undefined || input.es?.body === undefined,
    resourceMessages.oneSource,
  ),
)

/**
 * PATCH /api/admin/content/:id: any field; a hosted guide's address never changes. `es` replaces
 * the Spanish whole.
 */
export const ResourceUpdateSchema = v.pipe(
  v.strictObject({
    title: v.optional(fields.title),
    description: v.optional(fields.description),
    type: v.optional(fields.type),
    published: v.optional(fields.published),
    link: v.optional(fields.link),
    body: v.optional(fields.body),
    es: v.optional(ResourceSpanishSchema),
  }),
  v.check((update) => Object.keys(update).length > 0, resourceMessages.nothingToChange),
  v.check(
    (update) => update.link === undefined || update.body === undefined,
    resourceMessages.oneSource,
  ),
)

/** POST /api/admin/content/preview: Markdown in, the HTML the resource page will show out. */
export const MarkdownPreviewSchema = v.strictObject({ body: fields.body })

export type ResourceCreate = v.InferOutput<typeof ResourceCreateSchema>
export type ResourceUpdate = v.InferOutput<typeof ResourceUpdateSchema>

/** A slug from a title: 'Puzzle Night: A Guide!' → 'puzzle-night-a-guide'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return slug || 'resource'
}
