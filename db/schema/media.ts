/** Media: the uploaded images, stored in the database. */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'

/**
 * Uploaded images (decision 033): stored as `<key>-<width>.avif|webp|jpg` in DATA_DIR/uploads
 * or the S3 bucket; the key is the upload's content hash, so the same photo is stored once.
 */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique('images_key_unique'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})
