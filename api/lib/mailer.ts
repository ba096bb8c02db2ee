import type { Database } from '../../db/client'
import { outbox } from '../../db/schema'

export interface Mail {
  to: string
  subject: string
  body: string
}

/**
 * Queues an e-mail in the `outbox` table, which admins read at GET /api/admin/outbox.
 * SMTP delivery is not implemented yet: even with SMTP_URL set, messages stay in the outbox with
 * `sentAt` null (docs/decisions/011). A future sender reads them there; callers will not change.
 */
export async function sendMail(db: Database, mail: Mail) {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id })
  return row!
}
