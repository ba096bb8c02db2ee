import { eq, sql } from 'drizzle-orm'
import type { ProductImageSet } from '#core/schemas/product'
import type { Database } from '../../db/client'
import { images } from '../../db/schema/media'
import { recordAudit } from '../ops'
import { imageSources } from './image-names'
import type { ImageStore } from './image-store'

type ImageRow = typeof images.$inferSelect

/** What a page needs to show an image: its srcsets under the store's public base. */
export function imageSetOf(store: ImageStore, row: ImageRow): ProductImageSet {
  return {
    ...imageSources(store.publicBase, row.key, row.widths),
    width: row.width,
    height: row.height,
  }
}

/**
 * An upload, checked by its content and resized (sharp is loaded on the first upload, not with
 * the API), stored file by file, then recorded; the same photo uploaded again is the same row.
 * Throws ImageRejected for a file to refuse, before anything is stored.
 */
export async function storeUpload(
  db: Database,
  store: ImageStore,
  bytes: Uint8Array,
  actor: { id: number },
) {
  const { processImage } = await import('./process-image')
  const processed = await processImage(bytes)
  for (const file of processed.files) await store.put(file.name, file.bytes, file.contentType)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        key: processed.key,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        uploadedBy: actor.id,
      })
      // Stored again: the files were rewritten byte for byte; keep the first row.
      .onConflictDoUpdate({ target: images.key, set: { key: sql`excluded.key` } })
      .returning()
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'image.upload',
      entity: 'image',
      entityId: row!.id,
      detail: { key: row!.key, widths: row!.widths },
    })
    return { id: row!.id, ...imageSetOf(store, row!) }
  })
}

export async function findImage(db: Database, id: number) {
  const [row] = await db.select().from(images).where(eq(images.id, id))
  return row
}
