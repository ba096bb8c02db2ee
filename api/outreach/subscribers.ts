import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { localizedPath } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { subscribers } from '../../db/schema/outreach'
import { consume, hashSecret, type LimitRule, randomToken } from '../accounts'
import { requestLocale } from '../lib/request-language'
import { sendMail } from '../mail'

/** Confirmation links work for a week. */
export const confirmLinkDays = 7

export interface SubscriptionContext {
  origin: string
  /** Signs unsubscribe links (DONATION_LINK_SECRET: one key for every e-mailed link). */
  secret: Buffer
  /** At most this many confirmation mails per address (someone may type another's address). */
  mailRule: LimitRule
  now: Date
}

/**
 * Double opt-in (docs/decisions/029): an address that asks for our e-mail is pending until the
 * person opens the link we send; an unsubscribed one must confirm again. A confirmed address is
 * left as it is and mailed nothing. The answer to the form never tells which case it was.
 */
export async function requestSubscription(
  db: Database,
  signup: { email: string; firstName?: string },
  ctx: SubscriptionContext,
) {
  const email = signup.email.toLowerCase()
  await db
    .insert(subscribers)
    .values({ email: signup.email, firstName: signup.firstName || null, locale: requestLocale() })
    .onConflictDoNothing()
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email))
  if (!row || row.status === 'confirmed') return
  if (!(await consume(db, `subscribe:email:${email}`, ctx.mailRule, ctx.now)).allowed) return

  const token = randomToken(32)
  // Not yet confirmed, it signs up again: in the language of this sign-up, the one it reads now.
  const locale = requestLocale()
  await db.transaction(async (tx) => {
    await tx
      .update(subscribers)
      .set({
        status: 'pending',
        locale,
        confirmTokenHash: hashSecret(token),
        confirmExpiresAt: new Date(ctx.now.getTime() + confirmLinkDays * 86_400_000),
      })
      .where(eq(subscribers.id, row.id))
    await sendMail(tx, {
      to: row.email,
      locale,
      subject: m.email_subscribe_subject({ site: brand.name }, { locale }),
      body: [
        row.firstName
          ? m.email_hello_name({ name: row.firstName }, { locale })
          : m.email_hello({}, { locale }),
        '',
        m.email_subscribe_asked({ site: brand.name, email: row.email }, { locale }),
        '',
        `${ctx.origin}${localizedPath('/confirm-subscription', locale)}?token=${token}`,
        '',
        m.email_subscribe_ignore({}, { locale }),
      ].join('\n'),
    })
  })
}

/**
 * Opens a confirmation link: the address is confirmed (again, harmlessly, if the link is opened
 * twice). Answers the address, or undefined for an unknown or expired link — or one sent before
 * the person unsubscribed, which is cleared then.
 */
export async function confirmSubscription(db: Database, token: string, now: Date) {
  const [row] = await db
    .update(subscribers)
    .set({
      status: 'confirmed',
      confirmedAt: sql`coalesce(${subscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashSecret(token)),
        gt(subscribers.confirmExpiresAt, now),
        inArray(subscribers.status, ['pending', 'confirmed']),
      ),
    )
    .returning({ email: subscribers.email })
  return row?.email
}

function sign(secret: Buffer, subscriberId: number) {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url')
}

/** `<subscriber id>.<HMAC>`: per subscriber, signed, never expiring (old newsletters keep working). */
export function unsubscribeToken(secret: Buffer, subscriberId: number) {
  return `${subscriberId}.${sign(secret, subscriberId)}`
}

/** The subscriber a token names, if its signature holds. */
export function subscriberIdOf(secret: Buffer, token: string | undefined): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return undefined
  const id = Number(match[1])
  if (id > 2_147_483_647) return undefined
  const expected = Buffer.from(sign(secret, id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
}

export async function findSubscriber(db: Database, id: number) {
  const [row] = await db
    .select({ email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id))
  return row
}

/**
 * Unsubscribes for good (idempotent): no newsletter reaches the address again, and a pending
 * confirmation link stops working, until the person signs up and confirms again.
 */
export async function unsubscribe(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(subscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(subscribers.id, id))
    .returning({ email: subscribers.email, status: subscribers.status })
  return row
}

/**
 * The headers and the visible link every newsletter carries (RFC 2369 and RFC 8058 one-click):
 * the https link unsubscribes with a POST and no further step; the mailto reaches staff.
 */
export function unsubscribeHeaders(ctx: { origin: string; secret: Buffer }, subscriberId: number) {
  const token = unsubscribeToken(ctx.secret, subscriberId)
  const oneClick = `${ctx.origin}/api/subscriptions/unsubscribe?token=${token}`
  const mailto = `mailto:${brand.email}?subject=unsubscribe%20${token}`
  return {
    'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
