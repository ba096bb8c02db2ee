import type { Locale } from '#core/locale'
import type { Database } from '../../db/client'
import { type MailAttachment, outbox } from '../../db/schema/mail'

export interface Mail {
  to: string
  subject: string
  /** The plain-text part. */
  body: string
  /** The HTML part. */
  html?: string
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>
  /** Text files sent with it (a booking's .ics). */
  attachments?: MailAttachment[]
  /** Set on a newsletter's copies. */
  newsletterId?: number
  /** The recipient's language (decision 077): the template's words and `lang`; English if unset. */
  locale?: Locale
}

/**
 * Queues an e-mail in the `outbox` table, in the caller's transaction when given one (a
 * rolled-back write sends nothing). With SMTP_URL set the delivery worker sends it
 * (api/mail/delivery.ts, docs/decisions/011); admins see it at GET /api/admin/outbox.
 */
export async function sendMail(db: Database, mail: Mail) {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id })
  return row!
}
