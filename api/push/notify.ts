import { and, eq, inArray, notExists } from 'drizzle-orm'
import { type Locale, localizedPath } from '#core/locale'
import type { PushTopic } from '#core/push-topics'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { pushChoices, pushNotices, pushOutbox, pushSubscriptions } from '../../db/schema/push'
import { type Mail, sendMail } from '../mail'

/** Whom a notice is for, as its words need them. */
export interface Member {
  email: string
  firstName: string
  locale: Locale
}

/** What a member is told: the notification, and the e-mail for a member with no device. */
export interface NoticeText {
  title: string
  body: string
  /** The page it opens, in the member's language (`/es/community`). */
  url: string
  /**
   * Sent as an e-mail instead when the member has no device subscribed (none where an e-mail
   * already goes): its own lines, between the greeting and the link to the page.
   */
  mail?: { origin: string; lines: string[] }
}

export interface Occasion {
  userId: number
  topic: PushTopic
  /** Names the occasion (`event-reminder:12`): a member is told of each once. */
  key: string
  compose: (member: Member) => NoticeText
}

export type NoticeOutcome = 'pushed' | 'mailed' | 'not-chosen' | 'told-before'

/**
 * Tells a member of an occasion, if they chose its topic (decision 095), in the caller's
 * transaction when given one: a notice, and a row in the push outbox for each of their devices
 * (delivered by api/push/delivery.ts), or — with no device — the e-mail, so a member without
 * push still hears. The same occasion twice is told once.
 */
export async function notifyMember(db: Database, occasion: Occasion): Promise<NoticeOutcome> {
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(
      pushChoices,
      and(eq(pushChoices.userId, users.id), eq(pushChoices.topic, occasion.topic)),
    )
    .where(eq(users.id, occasion.userId))
  if (!member) return 'not-chosen'
  const text = occasion.compose(member)
  const [notice] = await db
    .insert(pushNotices)
    .values({
      userId: occasion.userId,
      topic: occasion.topic,
      key: occasion.key,
      title: text.title,
      body: text.body,
      url: text.url,
      locale: member.locale,
    })
    .onConflictDoNothing()
    .returning({ id: pushNotices.id })
  if (!notice) return 'told-before'
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, occasion.userId))
  if (devices.length > 0) {
    await db
      .insert(pushOutbox)
      .values(devices.map((device) => ({ noticeId: notice.id, subscriptionId: device.id })))
    return 'pushed'
  }
  if (text.mail) await sendMail(db, noticeMail(member, text, text.mail))
  return 'mailed'
}

/** A notice as an e-mail: the greeting, its lines, the page, and why it came and where to stop it. */
function noticeMail(
  member: Member,
  text: NoticeText,
  { origin, lines }: { origin: string; lines: string[] },
): Mail {
  const options = { locale: member.locale }
  return {
    to: member.email,
    locale: member.locale,
    subject: text.title,
    body: [
      m.email_hi({ name: member.firstName }, options),
      '',
      ...lines,
      '',
      `${origin}${text.url}`,
      '',
      m.push_mail_why({}, options),
      `${origin}${localizedPath('/account', member.locale)}`,
    ].join('\n'),
  }
}

/** Of `userIds`, those who chose `topic` and have not been told of occasion `key`. */
export async function untoldMembers(
  db: Database,
  topic: PushTopic,
  key: string,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ userId: pushChoices.userId })
    .from(pushChoices)
    .where(
      and(
        eq(pushChoices.topic, topic),
        inArray(pushChoices.userId, [...userIds]),
        notExists(
          db
            .select({ id: pushNotices.id })
            .from(pushNotices)
            .where(and(eq(pushNotices.userId, pushChoices.userId), eq(pushNotices.key, key))),
        ),
      ),
    )
  return rows.map((row) => row.userId)
}
