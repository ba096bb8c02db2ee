import { desc, eq } from 'drizzle-orm'
import {
  type ResourceCreate,
  type ResourceUpdate,
  slugFromTitle,
} from '#core/schemas/admin-content'
import { type ContentSpanish, hostedResourcePrefix } from '#core/schemas/content'
import type { Database } from '../../db/client'
import { contentItems } from '../../db/schema/community'
import { violatedUniqueIndex } from '../lib/db-errors'
import { recordAudit } from '../ops'
import { toContentDetail } from './content'

/** A resource as staff edit it: its English as the page shows it, and its Spanish as written. */
function forStaff(row: typeof contentItems.$inferSelect) {
  return {
    ...toContentDetail(row),
    es: row.es,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export type StaffResource = ReturnType<typeof forStaff>

/** Every resource, drafts too, newest first, with the text staff edit. */
export async function listResourcesForStaff(db: Database) {
  const rows = await db.select().from(contentItems).orderBy(desc(contentItems.id))
  return rows.map(forStaff)
}

export type ResourceOutcome =
  | { ok: true; resource: StaffResource }
  | { ok: false; reason: 'in-use' | 'not-found' | 'hosted' | 'linked' }

/**
 * The Spanish as the audit log keeps it, like the English: the words, but a text's change only
 * as a change (a guide runs to 50,000 characters). Nothing when the Spanish was not sent.
 */
function spanishForAudit(es: ContentSpanish | null | undefined) {
  if (es === undefined) return {}
  if (es === null) return { es: null }
  const { body, ...words } = es
  return { es: { ...words, ...(body === undefined ? {} : { bodyChanged: true }) } }
}

function isAddressInUse(error: unknown) {
  return violatedUniqueIndex(error) === 'content_items_content_url_unique'
}

/** A new resource: an outside link, or a Markdown guide at /resources/<slug>. */
export async function createResource(
  db: Database,
  input: ResourceCreate,
  actor: { id: number },
): Promise<ResourceOutcome> {
  const contentUrl =
    input.link ?? `${hostedResourcePrefix}${input.slug ?? slugFromTitle(input.title)}`
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentItems)
        .values({
          title: input.title,
          description: input.description,
          type: input.type,
          contentUrl,
          body: input.body ?? null,
          es: input.es ?? null,
          published: input.published,
        })
        .returning()
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'resource.create',
        entity: 'resource',
        entityId: row!.id,
        detail: {
          title: input.title,
          contentUrl,
          published: input.published,
          ...spanishForAudit(input.es),
        },
      })
      return row!
    })
    return { ok: true, resource: forStaff(row) }
  } catch (error) {
    if (isAddressInUse(error)) return { ok: false, reason: 'in-use' }
    throw error
  }
}

/**
 * Changes a resource. A hosted guide keeps its address (links and offline copies name it) and
 * takes a new text, not a link; an outside resource takes a new link, not a text, in English or
 * Spanish. The Spanish is replaced whole.
 */
export async function updateResource(
  db: Database,
  id: number,
  update: ResourceUpdate,
  actor: { id: number },
  now: Date,
): Promise<ResourceOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .for('update')
      if (!before) return { ok: false, reason: 'not-found' } as const
      const hosted = before.body !== null
      if (hosted && update.link !== undefined) return { ok: false, reason: 'hosted' } as const
      if (!hosted && (update.body !== undefined || update.es?.body !== undefined)) {
        return { ok: false, reason: 'linked' } as const
      }
      const { link, ...rest } = update
      const [row] = await tx
        .update(contentItems)
        .set({ ...rest, ...(link === undefined ? {} : { contentUrl: link }), updatedAt: now })
        .where(eq(contentItems.id, id))
        .returning()
      const action =
        update.published === true && !before.published
          ? 'resource.publish'
          : update.published === false && before.published
            ? 'resource.unpublish'
            : 'resource.update'
      const { body: _body, es, ...changed } = update
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        entity: 'resource',
        entityId: id,
        detail: {
          ...changed,
          ...(update.body === undefined ? {} : { bodyChanged: true }),
          ...spanishForAudit(es),
        },
        createdAt: now,
      })
      return { ok: true, resource: forStaff(row!) } as const
    })
  } catch (error) {
    if (isAddressInUse(error)) return { ok: false, reason: 'in-use' }
    throw error
  }
}
