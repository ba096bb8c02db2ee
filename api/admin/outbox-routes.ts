import { desc } from 'drizzle-orm'
import { outbox } from '../../db/schema'
import { createRouter } from '../lib/app-env'

/** The e-mails the site has queued, newest first (SMTP delivery is not built yet). */
export const outboxRoutes = createRouter().get('/', async (c) => {
  const rows = await c.var.db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200)
  return c.json(rows, 200)
})
